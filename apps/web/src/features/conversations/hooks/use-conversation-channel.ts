import { conversationChannel, realtimeEvents, type SubscribeAck } from '@studiekraft/shared/realtime';
import type { Message } from '@studiekraft/shared/schemas/conversations';
import type { Project } from '@studiekraft/shared/schemas/projects';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { acquireSocket } from '../../../lib/socket.ts';
import { projectKeys } from '../../projects/query-keys.ts';
import { markMessagesRead, replaceMessage, upsertMessage } from '../api/get-messages.ts';
import { conversationKeys } from '../query-keys.ts';

interface MessageSent {
  channel: string;
  message: Message;
}
interface MessageRead {
  channel: string;
  reader_user_id: number;
  message_ids: number[];
  read_at: string;
}
interface ProjectUpdated {
  channel: string;
  project: Project;
}

/**
 * Live updates of one conversation: new, edited and deleted messages, read receipts and project changes go straight into
 * the query cache. Rooms do not survive a reconnect, so every `connect` subscribes again, and after a
 * reconnect the messages are fetched again so nothing sent meanwhile is lost.
 */
export function useConversationChannel(conversationId: number) {
  const queryClient = useQueryClient();

  useEffect(() => {
    const channel = conversationChannel(conversationId);
    const { socket, release } = acquireSocket();
    const subscribe = () => {
      // Fetching after the subscription is confirmed closes the gap between the first load (or a
      // reconnect) and the moment pushes start arriving.
      socket.emit('subscribe', { channel }, (ack: SubscribeAck) => {
        if (!ack.ok) return;
        void queryClient.invalidateQueries({ queryKey: conversationKeys.messages(conversationId) });
      });
    };
    const onMessage = (event: MessageSent) => {
      if (event.channel !== channel) return;
      upsertMessage(queryClient, conversationId, event.message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    };
    // An edit or a deletion (decision 018) carries the message as it now is: it takes the old one's place.
    const onChanged = (event: MessageSent) => {
      if (event.channel !== channel) return;
      replaceMessage(queryClient, conversationId, event.message);
      void queryClient.invalidateQueries({ queryKey: conversationKeys.lists() });
    };
    const onRead = (event: MessageRead) => {
      if (event.channel !== channel) return;
      markMessagesRead(queryClient, conversationId, event.message_ids, event.read_at);
    };
    const onProject = (event: ProjectUpdated) => {
      if (event.channel !== channel) return;
      queryClient.setQueryData(projectKeys.detail(event.project.id), (current: Project | undefined) =>
        // The push carries the bare project; keep the included skill and parties we already have.
        current ? { ...current, ...event.project } : event.project,
      );
      void queryClient.invalidateQueries({ queryKey: projectKeys.events(event.project.id) });
      void queryClient.invalidateQueries({ queryKey: projectKeys.list() });
    };

    socket.on('connect', subscribe);
    socket.on(realtimeEvents.messageSent, onMessage);
    socket.on(realtimeEvents.messageUpdated, onChanged);
    socket.on(realtimeEvents.messageDeleted, onChanged);
    socket.on(realtimeEvents.messageRead, onRead);
    socket.on(realtimeEvents.projectUpdated, onProject);
    if (socket.connected) subscribe();

    return () => {
      socket.off('connect', subscribe);
      socket.off(realtimeEvents.messageSent, onMessage);
      socket.off(realtimeEvents.messageUpdated, onChanged);
      socket.off(realtimeEvents.messageDeleted, onChanged);
      socket.off(realtimeEvents.messageRead, onRead);
      socket.off(realtimeEvents.projectUpdated, onProject);
      if (socket.connected) socket.emit('unsubscribe', { channel });
      release();
    };
  }, [conversationId, queryClient]);
}
