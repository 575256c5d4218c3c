/** The structure editor (studio part 2): panels over the resolved manifest, each taking `PanelProps`. */
export { PagesPanel, routeOfPage } from './PagesPanel';
export { MenusPanel } from './MenusPanel';
export { AlertsPanel } from './AlertsPanel';
export { FooterLinksPanel } from './FooterLinksPanel';
export { ContactDepartmentsPanel } from './ContactDepartmentsPanel';
export { RuleBuilder, type RuleBuilderProps } from './RuleBuilder';
export { PropsForm, type PropsFormProps } from './PropsForm';
export { SortableList, type SortableListProps } from './SortableList';
