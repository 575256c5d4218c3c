import type { Account, BrandId, Preferences, RegistrationPolicies } from './types';

/*
 * The demo logins of PERSONAS.md. Every password is `Dashboard1!`, stored only as a salted scrypt hash made
 * with gateway/scripts/hash-password.ts. Domains: main 1, regional 2, partner 5, hospital 6 (the spec gives the
 * hospital brand none; 6 is ours), and 7 for the test brand of test/fixtures/fifth-brand (its manifest names it).
 */

export const DOMAIN_IDS: Record<BrandId, number> = { main: 1, regional: 2, partner: 5, hospital: 6, fifth: 7 };

type PreferenceKind = 'standard' | 'ebill' | 'medicare';

function preferences(email: string | null, kind: PreferenceKind): Preferences {
  const ebill = kind === 'ebill' ? 'Y' : 'N';
  return {
    emailAddress: email,
    electronicEob: 'Y',
    emailBreakingNews: 'N',
    electronicMedicareMailing: kind === 'medicare' ? 'Y' : 'N',
    emailPaymentReminder: ebill,
    emailAutopayWithdrawalReminder: ebill,
    discontinuePaperStatements: ebill,
    emailWhenBillReady: ebill,
    emailEwpNotification: 'N',
    showEwpLandingPage: 'N',
  };
}

const policies = {
  subscriber: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: true },
  dependent: { isCommunicationPolicySigned: true, isEeobPreferenceConsented: null },
  unsigned: { isCommunicationPolicySigned: false, isEeobPreferenceConsented: null },
} satisfies Record<string, RegistrationPolicies>;

interface AccountInit {
  username: string;
  brandId: BrandId;
  memberKeys: string[];
  email: string | null;
  passwordHash: string;
  role?: Account['role'];
  accountStatus?: Account['accountStatus'];
  preferences?: PreferenceKind;
  policies?: keyof typeof policies;
}

function account(init: AccountInit): Account {
  return {
    username: init.username,
    brandId: init.brandId,
    domainId: DOMAIN_IDS[init.brandId],
    memberKeys: init.memberKeys,
    role: init.role ?? 'member',
    accountStatus: init.accountStatus ?? 'ACT',
    passwordHash: init.passwordHash,
    preferences: preferences(init.email, init.preferences ?? 'standard'),
    registrationPolicies: { ...policies[init.policies ?? 'subscriber'] },
    // A login made by the support team (status INI) has no security questions yet.
    securityQuestionIds: init.accountStatus === 'INI' ? [] : [1, 4],
  };
}

/** Built per call: state resets hand out fresh copies. */
export function seedAccounts(): Account[] {
  return [
    account({ username: 'subscriber', brandId: 'main', memberKeys: ['700100'], email: 'dana.rivera@example.com', preferences: 'ebill',
      passwordHash: 'scrypt$16384$8$1$6uiMge/EEo6DqR10gaMRjA==$Tc/36pzD3ELh+P6IJeQcdjo2dgzARuFAAarFjQPUE1Y=' }),
    account({ username: 'minordep', brandId: 'main', memberKeys: ['700102'], email: 'riley.rivera@example.com', policies: 'dependent',
      passwordHash: 'scrypt$16384$8$1$10smdMxADCkv9BFeL5A7WA==$/qPkzVTRuTeXUTzV342o+h8nnH+OtuV18sx95GiXs24=' }),
    account({ username: 'adultdep', brandId: 'main', memberKeys: ['700103'], email: 'sam.rivera@example.com', policies: 'dependent',
      passwordHash: 'scrypt$16384$8$1$dcFi7Iq3IatAHkoP6GVh6Q==$0A1UrNcqFecqPmmR5N8LfHXBgdurbKvUPT8QZOLU4NI=' }),
    account({ username: 'termed', brandId: 'main', memberKeys: ['700200'], email: 'pat.nguyen@example.com',
      passwordHash: 'scrypt$16384$8$1$9xrN3xvvNfPosIvQ++/58w==$Ovk+90T/f5ZiVnI0akDRLiN/m/XXCITliVNC36K3Rf4=' }),
    account({ username: 'future', brandId: 'main', memberKeys: ['700300'], email: 'morgan.lee@example.com',
      passwordHash: 'scrypt$16384$8$1$F1xasGfPut7jsbKfzGDTpg==$5y+Xlh3t8Yw6ZDLq/52qsBPv0kDEPkTfVZRNA0JHYg4=' }),
    account({ username: 'multigroup', brandId: 'main', memberKeys: ['700400', '700410'], email: 'jamie.patel@example.com',
      passwordHash: 'scrypt$16384$8$1$mGtPOOjldvGSd4j4/8FpVQ==$FhI38VvQshRurmEdbyZkFeZsedpoayf9bvfE5gBTRjs=' }),
    account({ username: 'noemail', brandId: 'main', memberKeys: ['700500'], email: null,
      passwordHash: 'scrypt$16384$8$1$DHN/5eiVKGkzp6jrX4ktbA==$rDTUQH8gfvOg3XMYnYaP3y/5FOFUj9IZ3eNtIwQqHkQ=' }),
    account({ username: 'newuser', brandId: 'main', memberKeys: ['700600'], email: 'avery.collins@example.com', accountStatus: 'INI',
      passwordHash: 'scrypt$16384$8$1$K54YOmwGm3/fypPCwFJFJA==$IAIYv78mZnuRd2ZRuQyn91Rpj9PUrBB2S0qNTTmySHU=' }),
    account({ username: 'lockme', brandId: 'main', memberKeys: ['700700'], email: 'quinn.harper@example.com',
      passwordHash: 'scrypt$16384$8$1$/Thmyd07erl8dieHVO+rsA==$QqA2J3AFafe7JiV0ucM6zfURRKg24NtrXeD6o78SZhk=' }),
    account({ username: 'group4760', brandId: 'main', memberKeys: ['700800'], email: 'jesse.ortiz@example.com',
      passwordHash: 'scrypt$16384$8$1$iwx67gQgs7PcQzXr+QXVEg==$MSxcqpItwnfDa9nBig71Zk6sAKrsWKvYrJps6nmYVNs=' }),
    account({ username: 'group2805', brandId: 'main', memberKeys: ['700900'], email: 'robin.castillo@example.com',
      passwordHash: 'scrypt$16384$8$1$px4JJbwAkLQyPOy75hyQug==$0OUI+UshDKgfNBssCem8lgDtRMynCP7Evu/6reHCU9E=' }),
    account({ username: 'local598', brandId: 'main', memberKeys: ['701000'], email: 'drew.kowalski@example.com',
      passwordHash: 'scrypt$16384$8$1$3H3JrT3lDBOMTap1mQGAhg==$gK02PdlzvI0iLCXi9p9sulgk2QedFng3zQnxo5xLcAs=' }),
    account({ username: 'salesforce', brandId: 'main', memberKeys: ['701100'], email: 'casey.morgan@example.com',
      passwordHash: 'scrypt$16384$8$1$EzrenlGl3YqXC12FD9FDrw==$l5fNYBdHx66+jDQX9xA25Be7Xa5kq9RxKW0WEd+SknM=' }),
    account({ username: 'cancelled', brandId: 'main', memberKeys: ['701200'], email: 'jordan.ellis@example.com', preferences: 'ebill',
      passwordHash: 'scrypt$16384$8$1$q8MlixogfzltSvC07paFsg==$z9HaBwu14t+M40T+FT3XSj+Jm6OeE3SZY35j/2q9vmQ=' }),
    account({ username: 'medicare', brandId: 'regional', memberKeys: ['702000'], email: 'harold.jensen@example.com', preferences: 'medicare',
      passwordHash: 'scrypt$16384$8$1$q93pFoehHWx244CCJP7K5Q==$zwluyBg5IoAvjxzD5puUjdQOFMD8cXimGWHeWsrv16E=' }),
    account({ username: 'staffany', brandId: 'regional', memberKeys: ['702100'], email: 'lena.fischer@example.com', role: 'logInAsAnyone',
      passwordHash: 'scrypt$16384$8$1$0DYLwojE0RYSCMknXGeeSA==$Cr4JezhK1O+sxgljIasQgtuhiSz13BBPAK4A88yLFZo=' }),
    account({ username: 'partner', brandId: 'partner', memberKeys: ['703000'], email: 'marcus.bell@example.com', policies: 'unsigned',
      passwordHash: 'scrypt$16384$8$1$Y5q4xnh+BolxjzYzJUa7iA==$mJP0b/Ckn6YTOqCUvTwmMCP5xf2b6Ewr5vTltGo7KWI=' }),
    account({ username: 'partnerdep', brandId: 'partner', memberKeys: ['703001'], email: 'nadia.bell@example.com', policies: 'dependent',
      passwordHash: 'scrypt$16384$8$1$DwEj65k7Mrs+G/AizMcPKQ==$9h+8+OVGNJES3h2FDGlnlUdvxfi5ppfhzsQX5TTNsLM=' }),
    account({ username: 'staffnonemp', brandId: 'partner', memberKeys: ['703100'], email: 'omar.haddad@example.com', role: 'logInAsNonEmp',
      passwordHash: 'scrypt$16384$8$1$GFThBnF3vhEnxj7DrXXuKA==$i/BeFM5Nk39hezSYFMDNzMhwebE/cQQv34C452Tsql4=' }),
    account({ username: 'hospital', brandId: 'hospital', memberKeys: ['704000'], email: 'grace.kim@example.com',
      passwordHash: 'scrypt$16384$8$1$KsGBfj9WN+kTRDGr5jia3Q==$BmQS7WLRxsE3dV/9YGq7ALIqne5s+wDbsaMN4o42I8g=' }),
    account({ username: 'fifthmember', brandId: 'fifth', memberKeys: ['705000'], email: 'elliot.reyes@example.com',
      passwordHash: 'scrypt$16384$8$1$1U/k43dwIirbeRf0qJDyng==$u/tO+lNm+zg0nARMvdlDcP8cuwXC0sklJOg6LTQ6px0=' }),
  ];
}
