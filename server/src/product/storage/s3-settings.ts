export interface S3Settings {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Path-style addressing, which MinIO and most self-hosted stores need. */
  forcePathStyle: boolean;
}

/** S3 settings from the environment (S3_BUCKET switches the store on), or undefined for the local folder. */
export function s3SettingsFromEnv(env: Record<string, string | undefined> = process.env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    forcePathStyle: ['1', 'true', 'yes'].includes((env.S3_FORCE_PATH_STYLE ?? '').toLowerCase()) || Boolean(env.S3_ENDPOINT),
    ...(env.S3_ENDPOINT?.trim() ? { endpoint: env.S3_ENDPOINT.trim() } : {}),
    ...(env.S3_ACCESS_KEY_ID ? { accessKeyId: env.S3_ACCESS_KEY_ID } : {}),
    ...(env.S3_SECRET_ACCESS_KEY ? { secretAccessKey: env.S3_SECRET_ACCESS_KEY } : {}),
  };
}
