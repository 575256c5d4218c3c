import { describe, expect, it } from 'vitest';
import type { ModuleChunks } from './build-output';
import type { BrandManifest } from '../src/manifest/manifest-types';
import { preloadFiles, preloadLinks } from './preloads';

const chunks: ModuleChunks = {
  modules: {
    'src/app/main.tsx': 'assets/index.js',
    'src/features/auth/LoginPage.tsx': 'assets/login.js',
    'src/app/shell/AppShell.tsx': 'assets/shell.js',
    'src/app/guards/RequirePasswordCurrent.tsx': 'assets/shell.js',
    'src/app/sections/WidgetsLayout.tsx': 'assets/shell.js',
    'src/features/home/HomePage.tsx': 'assets/HomePage.js',
    'src/app/sections/SectionsPage.tsx': 'assets/SectionsPage.js',
    'src/features/claims/RecentClaimsTile.tsx': 'assets/RecentClaimsTile.js',
    'src/features/benefits/BenefitsSection.tsx': 'assets/BenefitsSection.js',
  },
  imports: {
    'assets/index.js': ['assets/vendor.js'],
    'assets/login.js': ['assets/vendor.js', 'assets/index.js'],
    'assets/shell.js': ['assets/vendor.js', 'assets/index.js', 'assets/login.js'],
    'assets/HomePage.js': ['assets/index.js', 'assets/TileSlot.js'],
    'assets/TileSlot.js': ['assets/index.js'],
    'assets/RecentClaimsTile.js': ['assets/index.js', 'assets/Tile.js'],
  },
  widgets: { recentClaims: 'src/features/claims/RecentClaimsTile.tsx', benefits: 'src/features/benefits/BenefitsSection.tsx' },
};
const template =
  '<script type="module" crossorigin src="/assets/index.js"></script><link rel="modulepreload" crossorigin href="/assets/vendor.js">';
const manifest = {
  pages: {
    home: { sections: [{ id: 'recent-claims', widget: 'recentClaims', props: {} }, { id: 'x', widget: 'unknown', props: {} }] },
    'benefit-category': { sections: [{ id: 'benefits', widget: 'benefits', props: {} }] },
  },
} as unknown as BrandManifest;

describe('preloadFiles', () => {
  it('preloads the login page chunk, not what the HTML already loads', () => {
    expect(preloadFiles(chunks, template, '/login', manifest)).toEqual(['assets/login.js']);
  });

  it("preloads /home's shell, page, the brand's tiles and what they import, dependencies first", () => {
    expect(preloadFiles(chunks, template, '/home', manifest)).toEqual([
      'assets/login.js',
      'assets/shell.js',
      'assets/TileSlot.js',
      'assets/HomePage.js',
      'assets/Tile.js',
      'assets/RecentClaimsTile.js',
    ]);
  });

  it("preloads a composed page with its manifest page's widgets", () => {
    expect(preloadFiles(chunks, template, '/benefits/dental', manifest)).toEqual(['assets/login.js', 'assets/shell.js', 'assets/SectionsPage.js', 'assets/BenefitsSection.js']);
  });

  it('preloads the composed page alone for an undeclared path, and for a page the manifest lacks', () => {
    expect(preloadFiles(chunks, template, '/login/extra', manifest)).toEqual(['assets/login.js', 'assets/shell.js', 'assets/SectionsPage.js']);
    expect(preloadFiles(chunks, template, '/claims', manifest)).toEqual(['assets/login.js', 'assets/shell.js', 'assets/SectionsPage.js']);
  });
});

describe('preloadLinks', () => {
  it('writes one modulepreload link per file', () => {
    expect(preloadLinks(['assets/a.js'])).toBe('<link rel="modulepreload" crossorigin href="/assets/a.js">');
  });
});
