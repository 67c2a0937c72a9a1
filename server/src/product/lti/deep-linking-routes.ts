import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { jwtVerify, SignJWT } from 'jose';
import { LtiError, type LaunchMessage } from '@assess/lti';
import type { ProductContext } from '../context.js';
import { assignAssessment, maySetWorkFor } from '../classes/index.js';
import { keepLineItem, linkResource, type Launched } from './launch.js';
import { originOf, type PageReplies } from './page-replies.js';
import { autoPostPage, escapeHtml, page } from './pages.js';
import { choicesOf, className, deploymentKnown, platformById } from './repository.js';
import { pickerPage } from './screens.js';
import { serviceTokenOf } from './services.js';

// Deep linking, and a course link that opens nothing yet: a teacher chooses (or creates) the assessment, and the
// choice goes back to the platform signed (deep linking) or is kept as the link's assessment.

/** Where the signed-in context of a deep-linking request (or of a link a teacher is choosing for) travels. */
interface PickContext {
  mode: 'deep-link' | 'link';
  courseTitle: string;
  platformId: string;
  deploymentId: string;
  userId: string;
  classId?: string;
  returnUrl?: string;
  data?: string;
  resourceLinkId?: string;
  contextId?: string;
  /** The launch's gradebook service (AGS): a link set up on first launch keeps the line item the platform made for it. */
  ags?: LaunchMessage['ags'];
}

const pickSecret = (product: ProductContext) => new TextEncoder().encode(`${product.secret}:lti-pick`);

/** The course's class, offered first by the Create wizard of the picker to a teacher who may set work for it. */
async function courseClassOf(product: ProductContext, classId: string | undefined, userId: string): Promise<{ courseClass: { id: string; name: string } } | Record<string, never>> {
  if (!classId || !(await maySetWorkFor(product.db, userId, classId))) return {};
  const name = await className(product.db, classId);
  return name !== undefined ? { courseClass: { id: classId, name } } : {};
}

/** The picker a launch shows a teacher: deep linking's, or a course link's that opens nothing yet. */
export async function showPicker(product: ProductContext, replies: PageReplies, reply: FastifyReply, request: FastifyRequest, launched: Launched, mode: PickContext['mode']) {
  const { message } = launched;
  const context: PickContext = {
    mode,
    courseTitle: message.context?.title ?? message.platform.name,
    platformId: message.platform.id,
    deploymentId: message.deploymentId,
    userId: launched.userId,
    ...(launched.classId ? { classId: launched.classId } : {}),
    ...(message.deepLinking ? { returnUrl: message.deepLinking.returnUrl } : {}),
    ...(message.deepLinking?.data ? { data: message.deepLinking.data } : {}),
    ...(message.resourceLink ? { resourceLinkId: message.resourceLink.id } : {}),
    ...(message.context ? { contextId: message.context.id } : {}),
    ...(mode === 'link' && message.ags ? { ags: message.ags } : {}),
  };
  const token = await new SignJWT({ ...context }).setProtectedHeader({ alg: 'HS256' }).setIssuedAt().setExpirationTime('1h').sign(pickSecret(product));
  const tokens = await replies.session(launched.userId, request);
  await replies.framed(reply, [originOf(message.deepLinking?.returnUrl), originOf(message.returnUrl)]);
  return reply.send(
    pickerPage({
      mode,
      pickToken: token,
      courseTitle: context.courseTitle,
      choices: await choicesOf(product.db, launched.userId),
      accessToken: tokens.access_token,
      siteUrl: product.publicUrl,
      ...(await courseClassOf(product, launched.classId, launched.userId)),
    }),
  );
}

/** /lti/pick: the picker's choice. */
export function registerDeepLinkingRoutes(app: FastifyInstance, product: ProductContext, replies: PageReplies): void {
  const { db } = product;
  const engine = product.lti;

  app.post('/lti/pick', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    try {
      let context: PickContext;
      try {
        context = (await jwtVerify(String(body['pick'] ?? ''), pickSecret(product), { algorithms: ['HS256'] })).payload as unknown as PickContext;
      } catch {
        throw new LtiError('expired_token', 'This choice has expired (after an hour) or is not valid.', 'Open the link (or Add an Assess assessment) again from the course.', 401);
      }
      const assessmentId = String(body['assessment_id'] ?? '');
      const choices = await choicesOf(db, context.userId);
      const chosen = choices.find((choice) => choice.id === assessmentId);
      const platform = await platformById(db, context.platformId);
      if (!platform || !(await deploymentKnown(db, platform, context.deploymentId))) {
        throw new LtiError('unknown_deployment', 'The platform or deployment of this course is no longer registered with Assess.', 'Register the platform in Assess again.', 403);
      }
      if (!chosen) {
        // Loaded again after the Create wizard (refresh), or sent without a choice.
        const refresh = body['refresh'] === '1';
        await replies.framed(reply, [originOf(context.returnUrl)]);
        const tokens = await replies.session(context.userId, request);
        return reply.code(refresh ? 200 : 422).send(
          pickerPage({
            mode: context.mode,
            pickToken: String(body['pick']),
            courseTitle: context.courseTitle,
            choices,
            accessToken: tokens.access_token,
            siteUrl: product.publicUrl,
            ...(await courseClassOf(product, context.classId, context.userId)),
            ...(refresh ? {} : { problem: 'Choose one of your assessments.' }),
          }),
        );
      }
      if (context.classId) {
        // The course's class belongs to the teacher who first added Assess to it: the same rule as on the classes routes.
        if (!(await maySetWorkFor(db, context.userId, context.classId))) {
          throw new LtiError(
            'not_class_teacher',
            "Only the course's teacher in Assess (who first added Assess to it) or an administrator of their school can set work for its class.",
            'Ask that teacher to add the assessment to the course.',
            403,
          );
        }
        await assignAssessment(db, context.classId, chosen.id, context.userId);
      }
      if (context.mode === 'deep-link') {
        // ltijs signs the LtiDeepLinkingResponse with the platform's key (the one in the tool's key set).
        const provider = await engine.provider();
        const jwt = await provider.DeepLinking.createDeepLinkingMessage(
          serviceTokenOf(platform, { deploymentId: context.deploymentId, deepLinking: { returnUrl: context.returnUrl!, ...(context.data ? { data: context.data } : {}) } }),
          [
            {
              type: 'ltiResourceLink',
              title: chosen.title,
              url: replies.urls.launchUrl,
              lineItem: { scoreMaximum: chosen.total_marks ?? 100, label: chosen.title, resourceId: chosen.id },
              custom: { assessment_id: chosen.id },
            },
          ],
        );
        await replies.framed(reply, [originOf(context.returnUrl)]);
        return reply.send(autoPostPage(context.returnUrl!, { JWT: jwt }));
      }
      // A link that opened nothing yet now opens the chosen assessment; the teacher launches it again to see it.
      const message = {
        platform,
        resourceLink: { id: context.resourceLinkId! },
        ...(context.contextId ? { context: { id: context.contextId } } : {}),
        ...(context.ags ? { ags: context.ags } : {}),
      } as LaunchMessage;
      await linkResource(db, message, chosen.id, context.classId);
      // The link's gradebook column: the line item the platform made for this link where there is one, so that a
      // release never adds a second column of the same name.
      await keepLineItem(db, engine, message, chosen.id, request.log);
      await replies.framed(reply);
      return reply.send(
        page({
          title: 'Link set up',
          body: `<main><section class="card" role="status"><h1>Link set up</h1><p>This course link now opens <strong>${escapeHtml(chosen.title)}</strong>. Open it again from the course to see it.</p></section></main>`,
        }),
      );
    } catch (error) {
      return replies.refuse(reply, request, error);
    }
  });
}
