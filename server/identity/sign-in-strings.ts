/** The local provider's page texts, in the portal's languages; the customer's comes from ui_locales. */
export interface SignInStrings {
  lang: string;
  title: string;
  username: string;
  password: string;
  submit: string;
  wrong: string;
  examples: string;
  examplesNote: string;
  signOutQuestion: string;
  signOutYes: string;
  signOutNo: string;
  signedOut: string;
  error: string;
  /** Too many sign-ins started from one address (429, sign-in-starts.ts). */
  tooManyStarts: string;
}

const STRINGS: Record<string, SignInStrings> = {
  en: {
    lang: 'en',
    title: 'Sign in',
    username: 'Username',
    password: 'Password',
    submit: 'Sign in',
    wrong: 'The username or password is wrong. Please try again.',
    examples: 'Example customers – local test only',
    examplesNote: 'This local test stack signs you in as an example customer without a password.',
    signOutQuestion: 'Do you want to sign out?',
    signOutYes: 'Sign out',
    signOutNo: 'Stay signed in',
    signedOut: 'You are signed out.',
    error: 'Sign-in failed',
    tooManyStarts: 'Too many sign-ins were started from your network. Please wait a minute and try again.',
  },
  de: {
    lang: 'de',
    title: 'Anmelden',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    wrong: 'Benutzername oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
    examples: 'Beispielkunden – nur lokaler Test',
    examplesNote: 'Diese lokale Testumgebung meldet Sie ohne Passwort als Beispielkunde an.',
    signOutQuestion: 'Möchten Sie sich abmelden?',
    signOutYes: 'Abmelden',
    signOutNo: 'Angemeldet bleiben',
    signedOut: 'Sie sind abgemeldet.',
    error: 'Anmeldung fehlgeschlagen',
    tooManyStarts: 'Von Ihrem Netzwerk wurden zu viele Anmeldungen begonnen. Bitte warten Sie eine Minute und versuchen Sie es erneut.',
  },
  fr: {
    lang: 'fr',
    title: 'Se connecter',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Se connecter',
    wrong: "Le nom d'utilisateur ou le mot de passe est incorrect. Veuillez réessayer.",
    examples: 'Clients exemples – test local uniquement',
    examplesNote: 'Cet environnement de test local vous connecte sans mot de passe en tant que client exemple.',
    signOutQuestion: 'Voulez-vous vous déconnecter ?',
    signOutYes: 'Se déconnecter',
    signOutNo: 'Rester connecté',
    signedOut: 'Vous êtes déconnecté.',
    error: 'Échec de la connexion',
    tooManyStarts: 'Trop de connexions ont été lancées depuis votre réseau. Veuillez patienter une minute et réessayer.',
  },
  it: {
    lang: 'it',
    title: 'Accedi',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    wrong: 'Nome utente o password errati. Riprova.',
    examples: 'Clienti di esempio – solo test locale',
    examplesNote: 'Questo ambiente di test locale ti fa accedere senza password come cliente di esempio.',
    signOutQuestion: 'Vuoi uscire?',
    signOutYes: 'Esci',
    signOutNo: 'Resta connesso',
    signedOut: 'Sei uscito.',
    error: 'Accesso non riuscito',
    tooManyStarts: 'Sono stati avviati troppi accessi dalla tua rete. Attendi un minuto e riprova.',
  },
  nl: {
    lang: 'nl',
    title: 'Inloggen',
    username: 'Gebruikersnaam',
    password: 'Wachtwoord',
    submit: 'Inloggen',
    wrong: 'Gebruikersnaam of wachtwoord is onjuist. Probeer het opnieuw.',
    examples: 'Voorbeeldklanten – alleen lokale test',
    examplesNote: 'Deze lokale testomgeving logt u zonder wachtwoord in als voorbeeldklant.',
    signOutQuestion: 'Wilt u uitloggen?',
    signOutYes: 'Uitloggen',
    signOutNo: 'Ingelogd blijven',
    signedOut: 'U bent uitgelogd.',
    error: 'Inloggen mislukt',
    tooManyStarts: 'Er zijn te veel inlogpogingen vanaf uw netwerk gestart. Wacht een minuut en probeer het opnieuw.',
  },
  es: {
    lang: 'es',
    title: 'Iniciar sesión',
    username: 'Usuario',
    password: 'Contraseña',
    submit: 'Iniciar sesión',
    wrong: 'El usuario o la contraseña no son correctos. Inténtelo de nuevo.',
    examples: 'Clientes de ejemplo – solo prueba local',
    examplesNote: 'Este entorno de prueba local inicia sesión sin contraseña como cliente de ejemplo.',
    signOutQuestion: '¿Desea cerrar la sesión?',
    signOutYes: 'Cerrar sesión',
    signOutNo: 'Seguir conectado',
    signedOut: 'Ha cerrado la sesión.',
    error: 'Error al iniciar sesión',
    tooManyStarts: 'Se han iniciado demasiados inicios de sesión desde su red. Espere un minuto y vuelva a intentarlo.',
  },
  pl: {
    lang: 'pl',
    title: 'Zaloguj się',
    username: 'Nazwa użytkownika',
    password: 'Hasło',
    submit: 'Zaloguj się',
    wrong: 'Nazwa użytkownika lub hasło są nieprawidłowe. Spróbuj ponownie.',
    examples: 'Przykładowi klienci – tylko test lokalny',
    examplesNote: 'To lokalne środowisko testowe loguje Cię bez hasła jako przykładowego klienta.',
    signOutQuestion: 'Czy chcesz się wylogować?',
    signOutYes: 'Wyloguj się',
    signOutNo: 'Pozostań zalogowany',
    signedOut: 'Wylogowano.',
    error: 'Logowanie nie powiodło się',
    tooManyStarts: 'Z Twojej sieci rozpoczęto zbyt wiele logowań. Odczekaj minutę i spróbuj ponownie.',
  },
  fi: {
    lang: 'fi',
    title: 'Kirjaudu sisään',
    username: 'Käyttäjätunnus',
    password: 'Salasana',
    submit: 'Kirjaudu sisään',
    wrong: 'Käyttäjätunnus tai salasana on väärin. Yritä uudelleen.',
    examples: 'Esimerkkiasiakkaat – vain paikallinen testi',
    examplesNote: 'Tämä paikallinen testiympäristö kirjaa sinut sisään esimerkkiasiakkaana ilman salasanaa.',
    signOutQuestion: 'Haluatko kirjautua ulos?',
    signOutYes: 'Kirjaudu ulos',
    signOutNo: 'Pysy kirjautuneena',
    signedOut: 'Olet kirjautunut ulos.',
    error: 'Kirjautuminen epäonnistui',
    tooManyStarts: 'Verkostasi on aloitettu liian monta kirjautumista. Odota minuutti ja yritä uudelleen.',
  },
};

/** The texts for the first supported language of `uiLocales` ("de-de de", "fr"); English otherwise. */
export function signInStrings(uiLocales: string | undefined): SignInStrings {
  for (const tag of (uiLocales ?? '').split(/\s+/)) {
    const language = tag.toLowerCase().split('-')[0] ?? '';
    const strings = STRINGS[language];
    if (strings) return strings;
  }
  return STRINGS.en as SignInStrings;
}
