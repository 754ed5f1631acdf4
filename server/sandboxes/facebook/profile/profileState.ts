import type { z } from 'zod';
import type { graphIceBreakerLocale, graphMenuLocale, profileFaultForm } from '../../../../services/contracts/rest/facebookProfileSandbox';

export type MenuLocale = z.infer<typeof graphMenuLocale>;
export type IceBreakerLocale = z.infer<typeof graphIceBreakerLocale>;
export type ProfileCall = z.infer<typeof profileFaultForm>['call'];
export type ProfileFault = { status: 429 | 500; times: number };

/** One page's profile on one platform (instagram, messenger), as Graph keeps it. */
export type PageProfile = { persistentMenu: MenuLocale[]; iceBreakers: IceBreakerLocale[] };

/**
 * What the profile part remembers, in memory: each page's profile per platform and the faults a
 * test asked for (used in the order they were asked for).
 */
export type ProfileState = {
  profileOf: (pageId: string, platform: string) => PageProfile;
  profiles: Map<string, PageProfile>;
  faults: Map<ProfileCall, ProfileFault[]>;
};

export function profileState(): ProfileState {
  const profiles = new Map<string, PageProfile>();
  return {
    profiles,
    faults: new Map(),
    profileOf(pageId, platform) {
      const key = `${platform}:${pageId}`;
      const known = profiles.get(key);
      if (known) return known;
      const made: PageProfile = { persistentMenu: [], iceBreakers: [] };
      profiles.set(key, made);
      return made;
    },
  };
}

/** The fault to answer the next `call` with, counting it down; none when none was asked for. */
export function takeProfileFault(state: ProfileState, call: ProfileCall): ProfileFault | undefined {
  const list = state.faults.get(call);
  const fault = list?.[0];
  if (!list || !fault) return undefined;
  fault.times -= 1;
  if (fault.times <= 0) list.shift();
  return fault;
}
