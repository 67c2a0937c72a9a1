import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/index.js';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request comes from this machine: the socket's own peer is loopback, whatever TRUST_PROXY says,
 * since with it a client reaching the server directly could name 127.0.0.1 in X-Forwarded-For. A request carrying
 * a forwarding header is a proxy passing on someone else's request, so it is not local either.
 */
export function isLoopbackClient(request: FastifyRequest): boolean {
  if (!LOOPBACK.test(request.socket.remoteAddress ?? '')) return false;
  return !(request.headers['x-forwarded-for'] || request.headers.forwarded);
}

/**
 * Whether this request may use the development features (the mail outbox, the demo accounts): they are on at
 * all (decision 11), and the client is on this machine unless DEV_FEATURES_REMOTE opens them to others.
 */
export function devFeaturesReachable(request: FastifyRequest, config: Pick<Config, 'devFeatures' | 'devFeaturesRemote'>): boolean {
  return config.devFeatures && (config.devFeaturesRemote || isLoopbackClient(request));
}
