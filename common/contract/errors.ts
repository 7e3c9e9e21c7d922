import { type Static, type TSchema, Type } from 'typebox';

/** Every error the server sends has this body, and so do answers that only confirm what was done. */
export const MessageResponse = Type.Object({ msg: Type.String({ description: 'What went wrong, or what was done, in words for the user.' }) });
export type Message = Static<typeof MessageResponse>;

/** An error body with its own description in the OpenAPI document. */
export function errorResponse(description: string): TSchema {
  return Type.Object({ msg: Type.String() }, { description });
}

export const BadRequest = errorResponse('The request is malformed: a parameter, the query or the body does not match this operation.');
export const Unauthorized = errorResponse('No valid bearer token: none was sent, or it expired, was revoked or belongs to a banned account.');
export const Forbidden = errorResponse('The caller may not do this (a role is missing, or the resource is not theirs).');
export const NotFound = errorResponse('The resource does not exist.');
export const Conflict = errorResponse('The request conflicts with the current state of the resource.');

/** 400 and 401 for operations behind the sign-in check. */
export const SIGNED_IN_ERRORS = { 400: BadRequest, 401: Unauthorized };
