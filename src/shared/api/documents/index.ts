/** The documents contract: the engine's calls, lists, states, lines, relations and folders, entered only through here. */
export * from './editor.api';
export * from './engine.api';
export * from './folders.api';
export * from './interest.api';
export * from './items.api';
export * from './kinds.api';
export * from './lists.api';
export * from './relations.api';
export * from './states.api';
export * from './taxDeduction.api';
