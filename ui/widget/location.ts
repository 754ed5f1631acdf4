import type { MessengerTexts } from './texts';

/** The visitor's location as the flow receives it: 'lat,lng' and a map link. */
export function locationText(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(6);
  const lng = longitude.toFixed(6);
  return `${lat},${lng} https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=16/${lat}/${lng}`;
}

/** Why the location could not be read, in the channel's words (a GeolocationPositionError code, or none). */
export function locationProblem(texts: MessengerTexts, situation: { supported: boolean; secure: boolean; code?: number }): string {
  if (!situation.supported) return texts.locationNotSupported;
  if (!situation.secure) return texts.locationSecurityRestriction;
  return situation.code === 1 ? texts.locationServicesDenied : texts.locationSendingFailed;
}

/** Reads the browser's position once: the text to send, or the problem to show. */
export function readLocation(texts: MessengerTexts): Promise<{ text: string } | { problem: string }> {
  const supported = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const secure = typeof window !== 'undefined' && window.isSecureContext;
  if (!supported || !secure) return Promise.resolve({ problem: locationProblem(texts, { supported, secure }) });
  return new Promise((resolve) =>
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ text: locationText(position.coords.latitude, position.coords.longitude) }),
      (error) => resolve({ problem: locationProblem(texts, { supported, secure, code: error.code }) }),
      { timeout: 15_000 },
    ),
  );
}
