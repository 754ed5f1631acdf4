export * from './common';
export * from './auth';
export * from './twoFactor';
export * from './consoleConfig';
export * from './flow';
export * from './conversations';
export * from './storableText';
export * from './graphqlPaths';
