/**
 * The build's own account of where its time goes (a build took 105 s of which its
 * printed figures explained 15). Each phase is timed where it runs; the build prints one line.
 */
export interface Phase {
  name: string;
  milliseconds: number;
}

export class BuildPhases {
  private readonly phases: Phase[] = [];

  async time<T>(name: string, run: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await run();
    } finally {
      this.add(name, performance.now() - started);
    }
  }

  /** Adds to a phase of that name (config is validated once, but read by several hooks). */
  add(name: string, milliseconds: number): void {
    const known = this.phases.find((phase) => phase.name === name);
    if (known) known.milliseconds += milliseconds;
    else this.phases.push({ name, milliseconds });
  }

  reset(): void {
    this.phases.length = 0;
  }

  list(): readonly Phase[] {
    return this.phases;
  }

  /** "build phases: client bundle 4.7 s (of which config 1.1 s) · …, 21.3 s in all". */
  summary(total: number): string {
    const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
    return `build phases: ${this.phases.map((phase) => `${phase.name} ${seconds(phase.milliseconds)}`).join(' · ')}; ${seconds(total)} in all`;
  }
}

/** The one record of the running build; the config plugin adds its validation to it. */
export const buildPhases = new BuildPhases();
