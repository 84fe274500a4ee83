import { createContext, useContext } from 'react';
import { toUserContext, type UserContextValue } from './user';

export const UserContext = createContext<UserContextValue>(toUserContext(undefined, true));

/** The signed-in user and the values derived from it. */
export const useUser = (): UserContextValue => useContext(UserContext);
