import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { programContentResponseSchema } from '../../schemas/api/program-content';
import { NO_PROGRAM_CONTENT } from './routes/programs';
import { createHarness, type Harness } from '../testing/gateway-harness';
import { createAjv } from '../shared/validation';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const ajv = createAjv();
const content = (token: string | undefined, programId: string) => h.get(`/api/programs/sitecore?programId=${programId}`, token);

describe('GET programs/sitecore', () => {
  it("answers Passport Dental's details, with its international phone number, to members who have program 27", async () => {
    for (const username of ['medicare', 'partnerdep']) {
      const answer = await content(await h.login(username), '27');
      expect(answer.statusCode, username).toBe(200);
      expect(answer.json(), username).toEqual({ programId: 27, title: 'Passport Dental', internationalPhone: '+1-503-555-0190' });
      expect(ajv.validate(programContentResponseSchema, answer.json()), ajv.errorsText()).toBe(true);
    }
  });

  it('answers 404 for a program the member does not have, and for a program without content', async () => {
    // The main brand's subscriber has no program 27; the medicare member has 13, which has no content.
    const subscriber = await content(await h.login('subscriber'), '27');
    expect(subscriber.statusCode).toBe(404);
    expect(subscriber.json()).toEqual({ status: 404, message: NO_PROGRAM_CONTENT });
    expect((await content(await h.login('medicare'), '13')).statusCode).toBe(404);
    expect((await content(await h.login('medicare'), '4040')).statusCode).toBe(404);
  });

  it('refuses an id that is not a positive integer (400), and needs a full session (401)', async () => {
    const token = await h.login('medicare');
    for (const id of ['0', '-27', 'abc', '27.5', '']) expect((await content(token, id)).statusCode, id).toBe(400);
    expect((await h.get('/api/programs/sitecore', token)).statusCode).toBe(400);
    expect((await content(undefined, '27')).statusCode).toBe(401);
    expect((await content(await h.login('noemail'), '27')).statusCode).toBe(401);
  });
});
