/** The documents contract: the engine's calls, lines, relations and folders, entered only through here. */
export * from './engine.api';
export * from './folders.api';
export * from './items.api';
export * from './relations.api';
