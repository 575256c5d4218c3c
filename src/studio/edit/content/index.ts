/** The studio's content panels (issue 16): copy, raw JSON, theme and logo. Each takes PanelProps (../panel-types). */
export { CopyPanel } from './CopyPanel';
export { RawJsonPanel, type RawJsonPanelProps } from './RawJsonPanel';
export { ThemePanel } from './ThemePanel';
