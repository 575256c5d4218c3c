import { act } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAjv } from '../../schemas/ajv-instance';
import { renderInRoute } from '../../test/render-with-providers';
import { stubGateway } from '../../test/stub-gateway';
import { findWidget, type WidgetDeclaration } from '../engine/slots/registry';
import { widgetDeclarations } from './generated/widgets';
import { homeWidgets } from './generated/home-widgets';
import { pageWidgets } from './generated/page-widgets';
import { widgetRegistry } from './widget-registry';

/*
 * Every declared widget: its example props are valid against its own props schema, and its component renders
 * them inside the app's providers and a memory router, as the app does (the gateway answers nothing: a data tile
 * shows its loading or failed state).
 */
const ajv = createAjv();
const declarations: readonly WidgetDeclaration<string, object>[] = widgetDeclarations;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each(declarations.map((widget) => [widget.name, widget] as const))('the %s widget', (name, widget) => {
  it('has an example its own props schema accepts', () => {
    const validate = ajv.compile(widget.props);
    expect(validate(widget.example), JSON.stringify(validate.errors)).toBe(true);
  });

  it('renders its example without an error', async () => {
    stubGateway({});
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { default: Component } = await findWidget(widgetRegistry, name)!();
    expect(() => renderInRoute(<Component {...widget.example} />)).not.toThrow();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(errors).not.toHaveBeenCalled();
  });

  it('has a loader in the registry under its name', () => {
    expect(findWidget(widgetRegistry, name)).toBeTypeOf('function');
  });
});

describe('the widget list', () => {
  it('declares each name once', () => {
    const names = widgetDeclarations.map((w) => w.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a loader for each declared widget, in one part of the registry, and no other', () => {
    const loaded = [...Object.keys(homeWidgets), ...Object.keys(pageWidgets)];
    expect(loaded.sort()).toEqual(widgetDeclarations.map((w) => w.name).sort());
  });
});
