/** One step of the manifest migrator: takes a manifest of version `from` and returns it as version `to`. */
export interface MigrationStep {
  from: number;
  to: number;
  /** Pure: returns a new manifest and never changes its argument. */
  migrate(manifest: any): any; // eslint-disable-line @typescript-eslint/no-explicit-any -- old manifests have no type
}
