import { describe, expect, it } from 'vitest';
import { inertStyleTag } from './first-frame';

describe('inertStyleTag', () => {
  it('keeps an ordinary tag as it is', () => {
    const tag = '<style data-styled="true" data-styled-version="6.6.0">.a{font-family:Arial, sans-serif;}</style>';
    expect(inertStyleTag(tag)).toBe(tag);
    expect(inertStyleTag('')).toBe('');
  });

  it('escapes a < in the CSS, so a font name cannot close the element', () => {
    const tag = '<style data-styled="true">.a{font-family:x</style><img src=x>;}</style>';
    expect(inertStyleTag(tag)).toBe('<style data-styled="true">.a{font-family:x\\3c /style>\\3c img src=x>;}</style>');
  });
});
