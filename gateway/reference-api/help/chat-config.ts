import type { FromSchema } from 'json-schema-to-ts';
import type { chatConfigSchema } from '../../../schemas/api/help';
import { CHAT_STAND_IN } from '../../../schemas/api/stand-in-sites';

/*
 * Spec §3 "Chat config", by brand id: which brands configure live chat is data, here (the main and hospital brands
 * show it; the regional brand has it configured but hidden; the partner plan has none). mappedGroupId routes a
 * family to the chat vendor's group for its kind of plan (the seed's `group.source`); other kinds get null, the
 * brand's default queue. The reference gateway has no chat service: every host is its same-origin stand-in page
 * (gateway/reference-api/routes/chat-stand-in.ts), so the page's content security policy ('self') holds.
 */

export type ChatConfig = FromSchema<typeof chatConfigSchema>;

interface ChatSetup extends Omit<ChatConfig, 'mappedGroupId'> {
  groupsBySource: Partial<Record<string, string>>;
}

const setups: Partial<Record<string, ChatSetup>> = {
  main: {
    host: CHAT_STAND_IN,
    bus: 'summit-member',
    poc: 'member-services',
    displayChat: true,
    groupsBySource: { DIRECT: 'individual-plans', GROUP: 'employer-plans' },
  },
  regional: {
    host: CHAT_STAND_IN,
    bus: 'riverbend-medicare',
    poc: 'medicare-services',
    displayChat: false,
    groupsBySource: { MEDICARE: 'medicare-advantage' },
  },
  hospital: {
    host: CHAT_STAND_IN,
    bus: 'lakeside-plan',
    poc: 'plan-services',
    displayChat: true,
    groupsBySource: {},
  },
};

/** The chat set-up a member of this brand and kind of plan gets, or null where the brand has none. */
export function chatConfigOf(brandId: string, groupSource: string): ChatConfig | null {
  const setup = setups[brandId];
  if (!setup) return null;
  const { groupsBySource, ...config } = setup;
  return { ...config, mappedGroupId: groupsBySource[groupSource] ?? null };
}
