/**
 * One-off helper for persona data: prints a salted scrypt hash to paste into gateway/reference-api/personas/accounts.ts.
 * Usage: npx tsx gateway/scripts/hash-password.ts 'Dashboard1!' [count]
 */
import { hashPassword } from '../shared/passwords';

const [password, count = '1'] = process.argv.slice(2);
if (!password) {
  console.error("Usage: npx tsx gateway/scripts/hash-password.ts '<password>' [count]");
  process.exit(1);
}
for (let i = 0; i < Number(count); i += 1) console.log(await hashPassword(password));
