import { describe, expect, it } from 'vitest';
import en from '../../locales/en/widget.json';
import { locationProblem, locationText } from './location';

describe('shared location', () => {
  it("sends 'lat,lng' with a map link", () => {
    expect(locationText(41.0082, 28.9784)).toBe('41.008200,28.978400 https://www.openstreetmap.org/?mlat=41.008200&mlon=28.978400#map=16/41.008200/28.978400');
  });

  it("names the problem in the channel's words", () => {
    expect(locationProblem(en.texts, { supported: false, secure: true })).toBe(en.texts.locationNotSupported);
    expect(locationProblem(en.texts, { supported: true, secure: false })).toBe(en.texts.locationSecurityRestriction);
    expect(locationProblem(en.texts, { supported: true, secure: true, code: 1 })).toBe(en.texts.locationServicesDenied);
    expect(locationProblem(en.texts, { supported: true, secure: true, code: 3 })).toBe(en.texts.locationSendingFailed);
  });
});
