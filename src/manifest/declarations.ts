import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { memberApiAreas } from '@schemas/api/member-api';
import type { WidgetDeclaration } from '../engine/slots/registry';

/*
 * What a feature declares beside its code: its widgets (`<name>.widget.ts`, what a manifest's section may name) and
 * its pages (`<area>.pages.ts`, what the route table serves and a manifest composes). `npm run generate`
 * (scripts/generate/declarations.ts) finds them under src/features/ and src/app/ and writes the lists the app, the
 * manifest schema, the studio, `npm run size` and the tests read (src/app/generated/, schemas/generated/): no central
 * list is edited by hand. Only build-time code, tests and the studio read declarations; the member's browser gets
 * the generated loaders and route table, never a schema. Nothing here may import a generated module: generate
 * imports the declarations before it writes them.
 */

type Areas = typeof memberApiAreas;
/** A member API call by its declared name (schemas/api/endpoints/<area>.ts): `getClaims`. */
export type CallName = { [A in keyof Areas]: Extract<keyof Areas[A], string> }[keyof Areas];

/** A module beside the declaring file, without its extension: `./EobListSection`. */
export type SiblingModule = `./${string}`;

/** The props of a widget that takes none. */
export type NoProps = Record<string, never>;

interface WidgetBasics<Name extends string> {
  /** Its name in manifests (`sections[].widget`). */
  name: Name;
  /** What it shows, for editors (the manifest schema, the studio's catalogue). */
  description: string;
  /** Its component (default export, optionally `prefetch`), loaded lazily, in a chunk of its own. */
  component: SiblingModule;
  /**
   * Its loader is at hand in the code every signed-in page shares (the home tiles: /home renders them without
   * fetching the rest of the registry first); by default it is in the part fetched when a page first needs one.
   */
  atHand?: true;
}

/** A declared widget: the engine's declaration (name, props schema, example) and where its component is. */
export interface AppWidgetDeclaration<Name extends string = string, Props = unknown> extends WidgetDeclaration<Name, Props> {
  component: SiblingModule;
  atHand?: true;
}

/** A props schema: an object's (its description comes from the declaration). */
type PropsSchema = JSONSchema & { type: 'object' };

/** Declares a widget that takes no props: its example is `{}`. */
export function defineWidget<const Name extends string>(declaration: WidgetBasics<Name>): AppWidgetDeclaration<Name, NoProps>;
/** Declares a widget and its props: TypeScript checks the example against the schema. */
export function defineWidget<const Name extends string, const Schema extends PropsSchema, Props = FromSchema<Schema>>(
  declaration: WidgetBasics<Name> & { props: Schema; example: NoInfer<Props> },
): AppWidgetDeclaration<Name, Props>;
export function defineWidget(
  declaration: WidgetBasics<string> & { props?: PropsSchema; example?: unknown },
): AppWidgetDeclaration<string, unknown> {
  const { description, props = { type: 'object', properties: {}, additionalProperties: false }, example = {}, ...rest } = declaration;
  // The description goes second, where editors and the committed schema file show it.
  const { type, ...schema } = props as { type: 'object' } & Record<string, unknown>;
  return { ...rest, props: { type, description, ...schema }, example };
}

/** Who may open a page: anyone (the minimal layout), staff signed in to act for a member, onboarding's temporary token. */
export type PageAccess = 'public' | 'staff' | 'temporaryToken';

/**
 * A check of the route before the page renders: its `:category` is a benefit category, its `:claimtype` a claim type
 * (else the 404 page), or the member is not termed (spec §2: else /home).
 */
export type PageGuard = 'benefitCategory' | 'claimType' | 'notTermed';

interface PageBasics {
  /** The route pattern below `/`: `claims/:claimtype/:claimId/:memberSuffix` (`:name` matches one segment). */
  path: string;
  /**
   * The copy key of its heading. A composed page's default is its page id's (`find-a-dentist` →
   * `pages.findADentist`); `category` / `categoryHistory` name it from the `:category` parameter. For a page with its
   * own component: the key of the heading it shows (the fault checks look for it).
   */
  heading?: string;
  /** Default: a signed-in member, in the shell. */
  access?: PageAccess;
  guard?: PageGuard;
  /**
   * A session's first page (the login page, home): its route is in the entry's table. Every other page's route comes
   * with the later routes' chunk (src/app/page-routes.ts), so a page added costs a first page no JavaScript.
   */
  firstPage?: true;
  /**
   * The member API calls it makes as it loads, beyond the member facts every signed-in page makes
   * (src/member/first-round-calls.ts); for a composed page, its sections' as brands/base.json places them.
   */
  calls?: readonly CallName[];
  /**
   * Of its `calls`, the page's own data: without it the page has nothing to show (the claim of a claim's page). Its
   * failure is spec §8's error page for the status in place, the address unchanged (a 401: the login page, or the
   * brand's 401 page), whatever the call's declared `failure`. Every other call feeds one section, which fails in
   * place with 'Try again' (issue 29).
   */
  pageData?: readonly CallName[];
  /**
   * Of its `calls`, those its first frame shows, made without arguments (a GET of JSON without path parameters): the
   * gateway writes their answers into the page's HTML beside the member facts (gateway/first-responses.ts).
   */
  firstData?: readonly CallName[];
  /** The calls the member's actions make (a form's submit, a button). */
  actions?: readonly CallName[];
}

/** A page: composed by the manifest (a page id, no component), or its own component (which may show a page's sections). */
export type PageDeclaration = PageBasics &
  (
    | {
        /** The manifest's page (`pages.<id>.sections`): the sections it shows. */
        page: string;
        component?: SiblingModule;
        serverRendered?: undefined;
      }
    | {
        page?: string;
        /** Its own component (default export). */
        component: SiblingModule;
        /**
         * The gateway renders its first frame (src/app/first-frame.tsx) for a browser without a session: its first
         * frame reads nothing but the brand and the URL, and its form waits for hydration to submit. It runs without
         * the query client (src/api/query-layer.ts), so its JavaScript holds no query library.
         */
        serverRendered?: true;
      }
  );

/** Declares a feature's pages (`<area>.pages.ts`). */
export const definePages = <const Pages extends readonly PageDeclaration[]>(pages: Pages): Pages => pages;
