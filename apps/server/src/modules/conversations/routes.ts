import {
  conversationSchema,
  editMessageSchema,
  messageSchema,
  postMessageSchema,
  startConversationSchema,
  updateConversationSchema,
} from '@studiekraft/shared/schemas/conversations';
import { idParam } from '@studiekraft/shared/schemas/fields';
import { listResponseSchema } from '@studiekraft/shared/schemas/list-query';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { depsOf } from '../../deps.ts';
import { onlyFor, requireViewer } from '../../plugins/auth.ts';
import { parseIncludes } from '../../plugins/list-query.ts';
import { setConversationArchived } from './archive-conversation.ts';
import { deleteMessage, editMessage } from './edit-message.ts';
import { conversationIncludes } from './repository.ts';
import { getConversation, getMessage, getMessages, listViewerConversations, markRead, postMessage } from './service.ts';
import { startConversation } from './start-conversation.ts';

const messageParams = idParam.extend({ messageId: idParam.shape.id });
const loggedIn = onlyFor('CUSTOMER', 'STUDENT', 'EMPLOYEE');

/** Conversations and their messages (spec section 7); every route needs a login. */
export async function conversationsModule(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const deps = depsOf(app);
  const tags = ['conversations'];

  app.get(
    '/',
    { preValidation: loggedIn, schema: { tags, response: { 200: listResponseSchema(conversationSchema) } } },
    async (request) => listViewerConversations(deps, requireViewer(request), request.query),
  );
  app.post(
    '/',
    {
      preValidation: onlyFor('EMPLOYEE'),
      schema: {
        tags,
        body: startConversationSchema,
        response: { 200: z.object({ data: conversationSchema }), 201: z.object({ data: conversationSchema }) },
      },
    },
    async (request, reply) => {
      const { created, conversation } = await startConversation(deps, requireViewer(request), request.body);
      return reply.code(created ? 201 : 200).send({ data: conversation });
    },
  );
  app.get(
    '/:id',
    { preValidation: loggedIn, schema: { tags, params: idParam, response: { 200: z.object({ data: conversationSchema }) } } },
    async (request) => {
      const includes = parseIncludes(request.query, conversationIncludes);
      return { data: await getConversation(deps, requireViewer(request), request.params.id, includes) };
    },
  );
  app.put(
    '/:id',
    {
      preValidation: onlyFor('EMPLOYEE'),
      schema: {
        tags,
        params: idParam,
        body: updateConversationSchema,
        response: { 200: z.object({ data: conversationSchema }) },
      },
    },
    async (request) => ({
      data: await setConversationArchived(deps, requireViewer(request), request.params.id, request.body.archived),
    }),
  );
  app.delete(
    '/:id',
    {
      preValidation: onlyFor('EMPLOYEE'),
      schema: { tags, params: idParam, response: { 200: z.object({ data: conversationSchema }) } },
    },
    async (request) => ({ data: await setConversationArchived(deps, requireViewer(request), request.params.id, true) }),
  );
  app.get(
    '/:id/messages',
    { preValidation: loggedIn, schema: { tags, params: idParam, response: { 200: listResponseSchema(messageSchema) } } },
    async (request) => getMessages(deps, requireViewer(request), request.params.id, request.query),
  );
  app.post(
    '/:id/messages',
    {
      preValidation: loggedIn,
      schema: { tags, params: idParam, body: postMessageSchema, response: { 201: z.object({ data: messageSchema }) } },
    },
    async (request, reply) => {
      const message = await postMessage(deps, requireViewer(request), request.params.id, request.body);
      return reply.code(201).send({ data: message });
    },
  );
  app.get(
    '/:id/messages/:messageId',
    { preValidation: loggedIn, schema: { tags, params: messageParams, response: { 200: z.object({ data: messageSchema }) } } },
    async (request) => ({
      data: await getMessage(deps, requireViewer(request), request.params.id, request.params.messageId),
    }),
  );
  app.put(
    '/:id/messages/:messageId',
    {
      preValidation: loggedIn,
      schema: { tags, params: messageParams, body: editMessageSchema, response: { 200: z.object({ data: messageSchema }) } },
    },
    async (request) => ({
      data: await editMessage(deps, requireViewer(request), request.params.id, request.params.messageId, request.body.content),
    }),
  );
  app.delete(
    '/:id/messages/:messageId',
    { preValidation: loggedIn, schema: { tags, params: messageParams, response: { 200: z.object({ data: messageSchema }) } } },
    async (request) => ({
      data: await deleteMessage(deps, requireViewer(request), request.params.id, request.params.messageId),
    }),
  );
  app.put(
    '/:id/messages/:messageId/read',
    { preValidation: loggedIn, schema: { tags, params: messageParams, response: { 200: z.object({ data: messageSchema }) } } },
    async (request) => ({
      data: await markRead(deps, requireViewer(request), request.params.id, request.params.messageId),
    }),
  );
}
