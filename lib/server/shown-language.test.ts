import { declaredShownLanguage } from './shown-language';

const headers = (value?: string) => new Headers(value === undefined ? {} : { 'Shown-Language': value });

describe('the language a submission declares it was shown in', () => {
  it('is English when none is declared: the original client shows English only', () => {
    expect(declaredShownLanguage(headers())).toEqual({ ok: true, language: 'en' });
  });

  it('is the declared one when it is offered', () => {
    expect(declaredShownLanguage(headers('es'))).toEqual({ ok: true, language: 'es' });
    expect(declaredShownLanguage(headers('en'))).toEqual({ ok: true, language: 'en' });
  });

  it.each(['fr', 'ES', 'es-MX', '', 'es, en'])('refuses %p: the record names only texts that exist and are offered', (value) => {
    expect(declaredShownLanguage(headers(value))).toEqual({ ok: false, message: 'Shown-Language must be one of: en, es.' });
  });

  it('refuses Spanish while it is not offered (dark), rather than record texts nobody could be shown', () => {
    expect(declaredShownLanguage(headers('es'), ['en'])).toMatchObject({ ok: false });
  });
});
