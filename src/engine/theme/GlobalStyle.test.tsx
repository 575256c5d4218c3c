// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { GlobalStyle } from './GlobalStyle';
import { ThemeProvider } from './ThemeProvider';
import { testThemeTokens } from './test-theme-tokens';

const attack = 'Arial} body::before{content:"call 1-900-555-0100"} nav{display:none} h1{';

/** The CSS GlobalStyle writes for `tokens`, as the server render writes it (gateway/first-frame.ts). */
function globalCss(tokens: typeof testThemeTokens): string {
  const sheet = new ServerStyleSheet();
  try {
    renderToString(
      sheet.collectStyles(
        <ThemeProvider tokens={tokens}>
          <GlobalStyle />
        </ThemeProvider>,
      ),
    );
    return sheet.getStyleTags();
  } finally {
    sheet.seal();
  }
}

describe('GlobalStyle', () => {
  it("writes the brand's fonts (stylis drops the space after a comma)", () => {
    expect(globalCss(testThemeTokens)).toContain(`font-family:system-ui,sans-serif;`);
  });

  it('keeps a font value that was never validated inside its declaration: no banner, the navigation stays', () => {
    const css = globalCss({ ...testThemeTokens, fonts: { body: attack, heading: attack } });
    expect(css).toContain('font-family:"Arial\\7d  body');
    expect(css).not.toContain('nav{display:none}');
    expect(css).not.toMatch(/body::before\s*{/);
    expect(css).not.toMatch(/}\s*nav\s*{/);
  });
});
