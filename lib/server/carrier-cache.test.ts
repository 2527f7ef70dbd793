import { CARRIER_CACHE_MS, carrierCache, forgetCarrier } from './carrier-cache';

describe("a carrier's read-mostly facts, kept for a few seconds", () => {
  let clock = 0;
  const reads: string[] = [];
  const load = async (code: string) => {
    reads.push(code);
    if (code === 'BROKEN') throw new Error('database down');
    return { code, read: reads.length };
  };
  beforeEach(() => {
    clock = 1_000_000;
    reads.length = 0;
  });

  it('reads the database once per carrier while the copy is fresh, and again once it is not', async () => {
    const facts = carrierCache(load, () => clock);
    await facts('ACME');
    await facts('ACME');
    await facts('TSKIS');
    clock += CARRIER_CACHE_MS - 1;
    expect(await facts('ACME')).toEqual({ code: 'ACME', read: 1 });
    expect(reads).toEqual(['ACME', 'TSKIS']);
    clock += 1;
    expect(await facts('ACME')).toEqual({ code: 'ACME', read: 3 });
  });

  it("reads again at once after an edit of that carrier, and only that carrier's", async () => {
    const facts = carrierCache(load, () => clock);
    await facts('ACME');
    await facts('TSKIS');
    forgetCarrier('ACME');
    await facts('ACME');
    await facts('TSKIS');
    expect(reads).toEqual(['ACME', 'TSKIS', 'ACME']);
  });

  it('keeps no failed read: the next submission tries the database again', async () => {
    const facts = carrierCache(load, () => clock);
    await expect(facts('BROKEN')).rejects.toThrow('database down');
    await expect(facts('BROKEN')).rejects.toThrow('database down');
    expect(reads).toEqual(['BROKEN', 'BROKEN']);
  });
});
