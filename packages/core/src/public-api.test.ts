// The public API as other packages and the server see it: imported by the package's own name, so the package.json
// entries are what is tested. The type assertions are checked by `tsc -b`; renaming, removing or changing the shape of
// one of these names breaks the build before it breaks a consumer.
import * as core from '@assess/core';
import * as analytics from '@assess/core/analytics';
import * as routes from '@assess/core/routes';
import * as rules from '@assess/core/rules';
import * as schemas from '@assess/core/schemas';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod/mini';

describe('@assess/core', () => {
  it('creates the API client the screens share', () => {
    expectTypeOf(core.createApiClient).parameter(0).toEqualTypeOf<core.ApiClientOptions | undefined>();
    expectTypeOf(core.createApiClient).returns.toEqualTypeOf<core.ApiClient>();
    expectTypeOf<core.ApiClient['get']>().returns.resolves.toEqualTypeOf<unknown>();
    expectTypeOf<ReturnType<core.ApiClient['get']>>().toEqualTypeOf<Promise<unknown>>();
    expect(typeof core.createApiClient({}).get).toBe('function');
  });

  it('throws its errors as classes a screen can tell apart', () => {
    expectTypeOf<core.UsageLimitError>().toExtend<core.ApiError>();
    expectTypeOf<core.ApiUnreachableError>().toExtend<Error>();
    expectTypeOf(core.apiErrorMessage).returns.toEqualTypeOf<string>();
    expect(new core.UsageLimitError('m', null, null)).toBeInstanceOf(core.ApiError);
  });

  it('reads every answer through a schema whose output is the exported type', () => {
    expectTypeOf<z.output<typeof core.assessmentListItemSchema>>().toEqualTypeOf<core.AssessmentListItem>();
    expectTypeOf<z.output<typeof core.assessmentDetailSchema>>().toEqualTypeOf<core.AssessmentDetail>();
    expectTypeOf<z.output<typeof core.analyticsSchema>>().toEqualTypeOf<core.AnalyticsData>();
  });

  it('keeps what a screen reads in one Resource shape', () => {
    expectTypeOf(core.LOADING).toEqualTypeOf<core.Resource<never>>();
    expectTypeOf(core.settle<number>).returns.resolves.toEqualTypeOf<core.Resource<number>>();
    expectTypeOf(core.dataOf<number>).returns.toEqualTypeOf<number | undefined>();
    expectTypeOf<core.LoadOptions>().toBeObject();
  });

  it('holds the session, the role and the theme in stores', () => {
    expectTypeOf(core.$role.get()).toEqualTypeOf<'admin' | 'teacher' | 'student' | 'independent_student' | 'school_admin' | null>();
    expectTypeOf(core.$session.get().status).toBeString();
    expectTypeOf(core.setTheme).parameter(0).toEqualTypeOf<core.ThemePreference>();
  });

  it('signs in through one auth service', () => {
    expectTypeOf(core.createAuthService).returns.toEqualTypeOf<core.AuthService>();
    expectTypeOf(core.createDeferredAuthService).returns.toEqualTypeOf<core.AuthService>();
    expectTypeOf<core.AuthService['signOut']>().toBeFunction();
  });

  it('names the endpoints the screens call', () => {
    expectTypeOf(core.PENDING_VALIDATION_JOBS_PATH).toBeString();
    expectTypeOf(core.USAGE_SUMMARY_PATH).toBeString();
  });
});

describe('the subpath entries of @assess/core', () => {
  it('hand out the same modules as the main entry, so a schema or a rule is one object wherever it is imported from', () => {
    expect(schemas.assessmentListItemSchema).toBe(core.assessmentListItemSchema);
    expect(schemas.analyticsSchema).toBe(core.analyticsSchema);
    expect(routes.routeTo).toBe(core.routeTo);
    expect(rules.CUSTOM_SUBJECT).toBe(core.CUSTOM_SUBJECT);
    expect(analytics.transformDashboardOverview).toBe(core.transformDashboardOverview);
  });

  it('give the server the route table, the answer schemas and the rules it shares with the screens', () => {
    expectTypeOf(routes.routeTo).toBeFunction();
    expectTypeOf(routes.routeTo('login')).toEqualTypeOf<string>();
    expectTypeOf<routes.RouteName>().toExtend<string>();
    expectTypeOf(routes.ROUTES.home).toEqualTypeOf<'/'>();
    expectTypeOf<z.output<typeof schemas.jobSchema>>().toEqualTypeOf<schemas.Job>();
    expect(routes.routeTo('login')).toBe(routes.ROUTES.login);
  });
});
