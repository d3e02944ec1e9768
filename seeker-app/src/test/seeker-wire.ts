import { wireUser } from 'shared-api/testing';

/** A job seeker as the server sends one, with an empty profile (tests add what they need). */
export const seekerWire = wireUser('job_seeker');
