import type { FastifyRequest } from 'fastify';
import type { Config } from '../config/index.js';

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/;

/**
 * Whether the request comes from this machine. With no trusted proxy, a forwarding header means a proxy on
 * this machine passes on someone else's request, so that request is not counted as local either.
 */
export function isLoopbackClient(request: FastifyRequest, config: Pick<Config, 'trustProxy'>): boolean {
  if (!LOOPBACK.test(request.ip)) return false;
  if (config.trustProxy === false && (request.headers['x-forwarded-for'] || request.headers.forwarded)) return false;
  return true;
}

/**
 * Whether this request may use the development features (the mail outbox, the demo accounts): they are on at
 * all (decision 11), and the client is on this machine unless DEV_FEATURES_REMOTE opens them to others.
 */
export function devFeaturesReachable(request: FastifyRequest, config: Pick<Config, 'devFeatures' | 'devFeaturesRemote' | 'trustProxy'>): boolean {
  return config.devFeatures && (config.devFeaturesRemote || isLoopbackClient(request, config));
}
