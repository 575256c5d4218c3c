import { describe, expect, it } from 'vitest';
import { problemsFromErrors, type Problem, type ValidationError } from '../engine/manifest/problems';
import { validateManifest } from './generated/validators.js';
import { manifestVocabulary } from './vocabulary';
import { manifestFixture } from './manifest.fixture';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the tests break the manifest's type on purpose
type Loose = any;

/** Validates a fixture changed by `edit` and returns the problems. */
function problemsAfter(edit: (m: Loose) => void): Problem[] {
  const manifest = manifestFixture();
  edit(manifest);
  expect(validateManifest(manifest)).toBe(false);
  return problemsFromErrors(validateManifest.errors, 'The manifest', manifest, manifestVocabulary);
}

const messages = (problems: Problem[]) => problems.map((p) => `${p.pointer}: ${p.message}`);

describe('problemsFromErrors on manifest errors', () => {
  it('the fixture itself is valid', () => {
    expect(validateManifest(manifestFixture())).toBe(true);
  });

  it('names an unknown widget and lists the allowed ones when none is close', () => {
    const problems = problemsAfter((m) => m.pages.home.sections.push({ id: 'x', widget: 'banana', props: {} }));
    expect(messages(problems)).toEqual(['/pages/home/sections/1/widget: "banana" is not a widget.']);
    expect(problems[0]!.hint).toMatch(/^Widgets: "\w+"(, "\w+")+\.$/);
    expect(problems[0]!.hint).toContain('"welcomeBanner"');
    expect(problems[0]!.hint).toContain('"recentClaims"');
  });

  it('suggests the widget a typo meant', () => {
    const problems = problemsAfter((m) => m.pages.home.sections.push({ id: 'x', widget: 'welcomeBaner', props: {} }));
    expect(messages(problems)).toEqual(['/pages/home/sections/1/widget: "welcomeBaner" is not a widget; did you mean "welcomeBanner"?']);
  });

  it('points at an unknown key, with a suggestion', () => {
    const problems = problemsAfter((m) => {
      m.theme.colour = m.theme.colors;
    });
    expect(messages(problems)).toEqual(['/theme/colour: "colour" is not a known key here; did you mean "colors"?']);
    expect(problems[0]!.severity).toBe('error');
  });

  it('lists the known keys when an unknown key is not close to any', () => {
    const [problem] = problemsAfter((m) => {
      m.pages.home.sections[0].props.flavour = 'mint';
    });
    expect(problem).toEqual({
      severity: 'error',
      pointer: '/pages/home/sections/0/props/flavour',
      message: '"flavour" is not a known key here.',
      hint: 'Known keys here: "copyControl".',
    });
  });

  it('checks tile props against the widget: a bad prop fails at its own pointer, without if/then noise', () => {
    const problems = problemsAfter((m) => {
      m.pages.home.sections[0].props.copyControl = 'yes';
    });
    expect(messages(problems)).toEqual(['/pages/home/sections/0/props/copyControl: "copyControl" should be true or false, not text.']);
  });

  it('says a key is missing', () => {
    const problems = problemsAfter((m) => delete m.menus.primary[0].label);
    expect(messages(problems)).toEqual(['/menus/primary/0: "label" is missing.']);
  });

  it.each([
    [(m: Loose) => (m.menus.primary[0].label = 5), '/menus/primary/0/label: "label" should be text, not a whole number.'],
    [(m: Loose) => (m.theme.logo.width = 'wide'), '/theme/logo/width: "width" should be a whole number, not text.'],
    [(m: Loose) => (m.alerts[0].canDismiss = 'no'), '/alerts/0/canDismiss: "canDismiss" should be true or false, not text.'],
    [(m: Loose) => (m.footer.copyright = 'footer.x'), '/footer/copyright: "copyright" should be a list, not text.'],
  ])('explains a wrong type (%#)', (edit, expected) => {
    expect(messages(problemsAfter(edit))).toEqual([expected]);
  });

  it.each([
    [(m: Loose) => (m.theme.colors.text = 'black'), '/theme/colors/text: "black" is not a colour; write colours as #rrggbb (for example "#0a5fb4").'],
    [(m: Loose) => (m.menus.primary[0].label = 'Home'), '/menus/primary/0/label: "Home" is not a copy key; a copy key is a file name in content/ and a key inside it, joined by dots (for example "menu.home").'],
    [(m: Loose) => (m.menus.primary[0].to = 'home'), '/menus/primary/0/to: "home" is not a path of this app; write "/" and the page\'s path (for example "/home"), without "//" at the start, ".." or "\\".'],
    [(m: Loose) => (m.footer.policyLinks[0].href = 'http://www.test.example'), '/footer/policyLinks/0/href: "http://www.test.example" is not a secure web address; write "https://", the host name in lower case, then its path, with no user name, port, space or "\\" (for example "https://www.example.com/privacy").'],
    [(m: Loose) => (m.menus.primary[0].id = 'Home'), '/menus/primary/0/id: "Home" is not a valid id; ids use lower-case letters, digits and "-", and start with a letter (for example "find-care").'],
    [
      (m: Loose) => (m.theme.fonts.heading = 'Arial} body::before{content:"call 1-900-555-0100"} nav{display:none} h1{'),
      '/theme/fonts/heading: "Arial} body::before{content:"call 1-900-555-0100"} nav{disp…" is not a list of font names; separate them by commas (for example Georgia, \'Times New Roman\', serif).',
    ],
  ])('explains a pattern in a sentence (%#)', (edit, expected) => {
    expect(messages(problemsAfter(edit))).toEqual([expected]);
  });

  it('suggests the fact a typo meant', () => {
    const problems = problemsAfter((m) => (m.alerts[0].rule = { fact: 'member.isSubscribr' }));
    expect(messages(problems)).toEqual(['/alerts/0/rule/fact: "member.isSubscribr" is not a known fact; did you mean "member.isSubscriber"?']);
  });

  it('puts a long list of allowed facts in the hint', () => {
    const [problem] = problemsAfter((m) => (m.alerts[0].rule = { fact: 'weather' }));
    expect(problem!.message).toBe('"weather" is not a known fact.');
    expect(problem!.hint).toMatch(/^Known facts: "session.authenticated", "member.isSubscriber", /);
  });

  it('names an unknown operator of a condition', () => {
    const problems = problemsAfter((m) => (m.alerts[0].rule = { fact: 'member.age', greaterThan: 17 }));
    expect(messages(problems)).toEqual(['/alerts/0/rule/greaterThan: "greaterThan" is not a known key here.']);
  });

  it('finds mistakes deep inside all / any / not', () => {
    const problems = problemsAfter(
      (m) => (m.alerts[0].rule = { all: [{ fact: 'member.isTermed' }, { not: { fact: 'eligibility.dental', in: ['actve'] } }] }),
    );
    expect(messages(problems)).toEqual(['/alerts/0/rule/all/1/not/in/0: "actve" is not an eligibility status; did you mean "active"?']);
  });

  it('explains a rule that is none of the forms', () => {
    const [problem] = problemsAfter((m) => (m.alerts[0].rule = { either: [] }));
    expect(problem!.message).toBe('"fact" is missing.');
    expect(problem!.hint).toMatch(/^A rule is \{"all": \[\.\.\.\]\}/);
  });

  it('asks for a comparison when a number condition has none', () => {
    const problems = problemsAfter((m) => (m.alerts[0].rule = { fact: 'member.age' }));
    expect(messages(problems)).toEqual(['/alerts/0/rule: "rule" needs at least one of "in", "atLeast" or "atMost".']);
  });

  it('says a menu item needs exactly one destination', () => {
    expect(messages(problemsAfter((m) => delete m.menus.account[0].to))).toEqual([
      '/menus/account/0: Item 1 of "account" needs one of "to", "href" or "action".',
    ]);
    expect(messages(problemsAfter((m) => (m.menus.account[0].href = 'https://x.example')))).toEqual([
      '/menus/account/0: Item 1 of "account" has "to" and "href"; keep only one of them.',
    ]);
  });

  it('treats keys that look like numbers as keys, not list items', () => {
    const problems = problemsAfter((m) => (m.errorCopy = { '500': {}, '4040': { title: 'x' } }));
    expect(messages(problems).sort()).toEqual([
      '/errorCopy/4040: "4040" is not an error status; did you mean "400"?',
      '/errorCopy/500: "500" needs at least one of "title" or "description".',
    ]);
  });

  it('names duplicates in a list and bad email addresses', () => {
    expect(messages(problemsAfter((m) => m.brand.hosts.push('test.localhost')))).toEqual([
      '/brand/hosts: "hosts" lists "test.localhost" more than once; each entry must appear only once.',
    ]);
    expect(messages(problemsAfter((m) => (m.contact.departments[0].email = 'nobody')))).toEqual([
      '/contact/departments/0/email: "nobody" is not an email address.',
    ]);
  });

  it('reports every mistake of a manifest at once', () => {
    const problems = problemsAfter((m) => {
      m.theme.colors.text = '#12345';
      m.pages.home.sections[0].widget = 'welcomeBaner';
      delete m.routes.default;
    });
    expect(problems.map((p) => p.pointer).sort()).toEqual(['/pages/home/sections/0/widget', '/routes', '/theme/colors/text']);
  });
});

describe('problemsFromErrors on single errors', () => {
  const base = { instancePath: '/old', schemaPath: '#/properties/old/deprecated', params: {} };

  it('turns the deprecated keyword into a warning, with the deprecation message as hint', () => {
    const errors = [{ ...base, keyword: 'deprecated', parentSchema: { deprecationMessage: 'Use "new" instead.' } }] as ValidationError[];
    expect(problemsFromErrors(errors)).toEqual([
      { severity: 'warning', pointer: '/old', message: '"old" is deprecated and will stop working in a later version.', hint: 'Use "new" instead.' },
    ]);
  });

  it('returns nothing for no errors', () => {
    expect(problemsFromErrors(null)).toEqual([]);
    expect(problemsFromErrors([])).toEqual([]);
  });

  it('never shows ajv message text', () => {
    const errors = [{ ...base, keyword: 'somethingNew', message: 'must pass "somethingNew" keyword validation' }] as ValidationError[];
    expect(problemsFromErrors(errors)).toEqual([{ severity: 'error', pointer: '/old', message: '"old" is not valid here.' }]);
  });
});
