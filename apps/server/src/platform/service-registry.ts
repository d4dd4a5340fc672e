/** A typed name for a service a module publishes. */
export interface ServiceKey<T> {
  readonly name: string;
  /** Only carries the type. */
  readonly __type?: T;
}

export function serviceKey<T>(name: string): ServiceKey<T> {
  return { name };
}

/** Modules publish their service interfaces here and reach other modules only through it. */
export class ServiceRegistry {
  private readonly services = new Map<string, unknown>();

  provide<T>(key: ServiceKey<T>, service: T): void {
    if (this.services.has(key.name)) throw new Error(`Service ${key.name} is provided twice`);
    this.services.set(key.name, service);
  }

  /** A service that may be absent: apps built with fewer modules (tests) run without it. */
  find<T>(key: ServiceKey<T>): T | undefined {
    return this.services.get(key.name) as T | undefined;
  }

  get<T>(key: ServiceKey<T>): T {
    if (!this.services.has(key.name)) throw new Error(`Service ${key.name} is not provided (module order?)`);
    return this.services.get(key.name) as T;
  }
}
