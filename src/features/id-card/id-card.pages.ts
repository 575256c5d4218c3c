import { definePages } from '../../manifest/declarations';

/** The ID card page (spec §2): termed members go to /home. */
export const idCardPages = definePages([
  { path: 'id-card', page: 'id-card', guard: 'notTermed', calls: ['getIdCards'], firstData: ['getIdCards'], actions: ['getIdCardPdf', 'postIdCardEmail', 'getIdCardRequest'] },
]);
