export { startServer, type RunningServer, type StartServerOptions } from './server';
export { LIMITS, type Limits } from './limits';
export { phpJsonEncode } from './php-json';
export { authorizationToken, resolveViewer, type ViewerResolver } from './viewer';
