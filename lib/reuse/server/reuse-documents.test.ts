import { kindsStillValid } from './reuse-documents';

describe('which earlier documents a reused application offers again', () => {
  const now = new Date('2027-04-15T18:00:00Z');

  it('offers the CDL photos while the license is valid, the medical card while it is, each alone', () => {
    expect(kindsStillValid({ driverExpiration1: '04/15/2027', medicalCardExpiration: '04/15/2027' }, now)).toEqual(['cdl-front', 'cdl-back', 'medical-card']);
    expect(kindsStillValid({ driverExpiration1: '04/14/2027', medicalCardExpiration: '12/31/2027' }, now)).toEqual(['medical-card']);
    expect(kindsStillValid({ driverExpiration1: '12/31/2029', medicalCardExpiration: '04/14/2027' }, now)).toEqual(['cdl-front', 'cdl-back']);
  });

  it('offers nothing for a license without a date (NONE), a card not at hand, or a date that is not one', () => {
    expect(kindsStillValid({ driverExpiration1: 'NONE', medicalCardExpiration: '' }, now)).toEqual([]);
    expect(kindsStillValid({ driverExpiration1: '02/30/2029', medicalCardExpiration: '2029-01-01' }, now)).toEqual([]);
    expect(kindsStillValid({}, now)).toEqual([]);
  });

  it('never offers the papers that carry no expiry the application records', () => {
    const kinds = kindsStillValid({ driverExpiration1: '12/31/2099', medicalCardExpiration: '12/31/2099' }, now);
    for (const never of ['twic', 'hazmat', 'road-test', 'other']) expect(kinds).not.toContain(never);
  });
});
