/* Compile-time checks of the call types (tsc runs this file; nothing calls it). */
import { getClaims, getClaim } from './generated/endpoints/claims';
import { getAccount } from './generated/endpoints/member';
import { postToken } from './generated/endpoints/session';
import { getEobPdf } from './generated/endpoints/eobs';
import { callApi } from './client';
import { callQuery } from './call-query';

export async function typecheck() {
  const a = await callApi(getAccount);
  const name: string = a.member.firstName;
  const c = await callApi(getClaims, { params: { type: 'medical' }, query: { startDate: '2025-01-01', endDate: '2025-06-30', page: 0, size: 3 } });
  const n: number = c.page.totalElements;
  const t = await callApi(postToken, { body: { username: 'x', password: 'y', domainId: 1 }, token: null });
  const tok: string = t.token;
  const pdf: Blob = await callApi(getEobPdf, { query: { docId: 'x' } });
  // @ts-expect-error params are required
  await callApi(getClaim);
  // @ts-expect-error the claims query names its dates
  const q = callQuery(getClaims, { params: { type: 'dental' } });
  return [name, n, tok, pdf, q];
}
