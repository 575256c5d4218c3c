import type { FastifyInstance, FastifyReply } from 'fastify';
import { getDomainHolidayCalendar, getHolidayCalendar } from '../../../schemas/api/endpoints/help';
import { brandOfDomain, type BrandEntry, type ContentSource } from '../../shared/content-source';
import { implement } from '../../shared/endpoint-route';
import { holidayCalendarOf } from '../help/holiday-calendars';
import { createCalendar } from '../personas/dates';
import { brandOfHost } from '../../shared/request-brand';
import { HTML_FRAGMENT_POLICY } from '../../shared/http-policy';

/**
 * Spec §7 "GET message/calendar; message/calendar/domain/{domainId}" (text/html): the holiday calendar of the brand
 * of the request's host, or of a domain (the contact pages are signed out, so neither needs a session).
 */
export function calendarRoutes(app: FastifyInstance, deps: { content: ContentSource; now: () => Date }): void {
  const { content, now } = deps;

  async function answer(reply: FastifyReply, brand: BrandEntry | null, what: string) {
    const html = brand ? await holidayCalendarOf(brand, createCalendar(now()).today) : null;
    if (html === null) return reply.code(404).send({ status: 404, message: `There is no holiday calendar for ${what}.` });
    reply.header('content-security-policy', HTML_FRAGMENT_POLICY);
    return html;
  }

  implement(app, getHolidayCalendar, {}, async (request, reply) =>
    answer(reply, brandOfHost(request.host, await content.listBrands()), 'this site'),
  );

  implement(app, getDomainHolidayCalendar, {}, async (request, reply) => {
    const domainId = Number(request.params.domainId);
    return answer(reply, await brandOfDomain(content, domainId), `domain ${domainId}`);
  });
}
