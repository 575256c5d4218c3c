import type { ReleaseStatus } from '../../manifest/edit/content-types';

/** The words of the studio's scheduled releases (src/studio/releases): the Schedule form and the Releases list. */
export const releasesCopy = {
  schedule: {
    heading: 'Schedule a release',
    intro: 'The approved draft goes live by itself at this date and time, on every gateway. It is checked again then: if it no longer validates, it is not published and you are told why here.',
    date: 'Date',
    time: 'Time',
    timeZone: (zone: string) => `Time zone: ${zone} (the brand's)`,
    also: 'Release together with these approved drafts',
    alsoDraft: (title: string) => `Include "${title}"`,
    message: 'Release message (optional)',
    submit: 'Schedule',
    missing: 'Choose a date and a time.',
    scheduled: (at: string, zone: string) => `Scheduled to go live at ${at} (${zone}). See it under History, Releases.`,
  },
  list: {
    heading: 'Releases',
    intro: 'Scheduled releases go live at their time; a publisher moves or cancels them until then.',
    empty: 'No release has been scheduled.',
    listLabel: 'Releases of this brand',
    status: { scheduled: 'Scheduled', published: 'Published', cancelled: 'Cancelled', failed: 'Not published' } satisfies Record<ReleaseStatus, string>,
    at: (at: string, zone: string) => `${at} (${zone})`,
    by: (who: string) => `scheduled by ${who}`,
    drafts: 'Drafts',
    becameVersion: (n: number) => `Went live as version ${n}.`,
    failed: (why: string) => `It was not published: ${why}`,
    move: 'Move',
    moveLabel: (at: string) => `Move the release of ${at}`,
    moveHeading: 'Move to',
    saveMove: 'Save the new time',
    moved: (at: string) => `Moved to ${at}.`,
    cancel: 'Cancel release',
    cancelLabel: (at: string) => `Cancel the release of ${at}`,
    keep: 'Keep it',
    cancelled: (at: string) => `The release of ${at} is cancelled.`,
  },
};
