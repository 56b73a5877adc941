/**
 * Texts only the API sends: mails, SMS, documents (manifests, statements), the sandbox payment page and answers
 * the web app never translates itself. Not downloaded by the web app (its catalogue is ../fr.ts); the API speaks both
 * (./index.ts: `messages`). The keys the web app or the shared rules name stay in ../fr.ts (catalogues.test.ts in
 * apps/web checks it).
 */
export const frServer = {
  // validation
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  // API answers
  validationFailed: 'Données invalides',
  accountLocked:
    'Compte temporairement verrouillé après plusieurs échecs. Réessayez dans {{minutes}} minutes.',
  signInAlertSubject: 'Gbaka — tentatives de connexion à votre compte',
  signInAlertText:
    "Bonjour {{name}},\n\nNous avons refusé {{count}} tentatives de connexion à votre compte Gbaka avec un mauvais mot de passe ces {{minutes}} dernières minutes. Vous pouvez toujours vous connecter : seuls les appareils d'où viennent les échecs sont bloqués un moment.\n\nSi c'était vous, ignorez ce message. Sinon, choisissez un nouveau mot de passe, solide et que vous n'utilisez nulle part ailleurs :\n{{link}}",
  passwordResetSubject: 'Gbaka — réinitialisation du mot de passe',
  passwordResetText:
    "Bonjour {{name}},\n\nPour choisir un nouveau mot de passe Gbaka, ouvrez ce lien (valable une heure) :\n{{link}}\n\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.",
  passwordResetSms: 'Gbaka : nouveau mot de passe via {{link}} (valable 1 h).',
  accountBanned: 'Votre compte a été banni. Contactez le support.',
  emailTaken: 'Un compte existe déjà avec cet email',
  phoneTaken: 'Un compte existe déjà avec ce téléphone',
  forbidden: 'Accès refusé',
  routeNotFound: 'Route API introuvable',
  tooManyRequests: 'Trop de requêtes, réessayez dans un instant',
  payloadTooLarge: 'Requête trop volumineuse',
  internalError: 'Erreur interne du serveur',
  serviceUnavailable: 'Service momentanément indisponible',
  csrfHeaderMissing: 'En-tête X-Requested-With requis',
  registerSuccess: 'Inscription réussie!',
  loginSuccess: 'Connexion réussie!',
  profileUpdated: 'Profil mis à jour!',
  tokenRefreshed: 'Session prolongée',
  forgotPasswordSent:
    'Si un compte existe avec cet identifiant, un lien de réinitialisation a été envoyé par email ou SMS.',
  passwordReset: 'Mot de passe réinitialisé',
  // validation: numbers, lists, links
  numberInvalid: 'Nombre invalide',
  // validation: search
  citiesRequired: "Veuillez sélectionner une ville de départ et une ville d'arrivée",
  // validation: seats and bookings
  seatLimitReached: 'Limite atteinte',
  seatReservedTitle: 'Siège réservé',
  seatReserved: 'Ce siège est déjà réservé.',
  idempotencyKeyReused: 'Cette clé Idempotency-Key a déjà servi pour une autre vente',
  voidWindowPassed: "Plus de 30 minutes après la vente : seul un gérant peut l'annuler",
  voidTooLate: 'Le car est parti : cette vente ne peut plus être annulée',
  saleAlreadyVoided: 'Cette vente est déjà annulée',
  saleNotFound: 'Vente introuvable',
  dayAlreadyClosed: 'Cette journée est déjà clôturée',
  drawerClosed:
    "Votre caisse est clôturée pour aujourd'hui : les ventes reprennent demain, ou dès que le gérant rouvre la journée",
  closingNotFound: 'Clôture introuvable',
  closingAlreadySigned: 'Cette clôture est déjà validée',
  // domain answers
  stationNotFound: 'Station non trouvée.',
  partnerRequestSent: '✅ Votre demande a été envoyée avec succès !',
  priceChanged: 'Le prix a changé : le nouveau total est de {{total}}',
  cancelNotAllowed:
    "Annulation impossible : seules les réservations confirmées peuvent être annulées, jusqu'à 24 heures avant le départ",
  tripNotFound: 'Trajet introuvable',
  cityPairNotFound: 'Aucun car ne relie ces deux villes sur Gbaka',
  busNotFound: 'Aucun bus associé à ce trajet',
  tripDeparted: 'Ce trajet est déjà parti : il ne peut plus être réservé',
  seatNotOnBus: "Ce bus n'a pas de siège {{seats}}",
  returnTripMismatch: 'Le trajet retour doit aller {{from, de}} à {{to}}',
  returnBeforeArrival: "Le trajet retour doit partir après l'arrivée du trajet aller",
  bookingCreated: 'Réservation créée : vos sièges sont bloqués pendant {{minutes}} minutes',
  // what one traveller may hold unpaid (DESIGN §3)
  unpaidBookingsLimit:
    "Vous avez déjà {{max}} réservations en attente de paiement, le maximum. Payez-en ou annulez-en une avant d'en faire une autre.",
  unpaidSeatsLimit:
    'Au plus {{max}} sièges peuvent être bloqués sans paiement (vous en bloquez déjà {{held}}). Payez ou annulez une réservation, ou choisissez moins de sièges.',
  bookingCancelled: 'Réservation annulée',
  bookingCancelledRefund: 'Réservation annulée. Remboursement de {{amount}} sous 5 à 7 jours ouvrés.',
  // told, not guessed (issue 16): a cancelled booking's mail and SMS, in the booking's language
  bookingCancelNoticeSubject: 'Gbaka — réservation {{reference}} annulée',
  bookingCancelNoticeText:
    'Bonjour {{name}},\n\nVotre réservation {{reference}} ({{from}} → {{to}}, le {{date}} à {{time}}) est annulée. {{refund}}\n\nVos réservations : {{link}}',
  bookingCancelNoticeSms: 'Gbaka : réservation {{reference}} {{from}}-{{to}} du {{date}} annulée. {{refund}}',
  bookingExpiredNoticeSubject: 'Gbaka — réservation {{reference}} expirée',
  bookingExpiredNoticeText:
    "Bonjour {{name}},\n\nVotre réservation {{reference}} ({{from}} → {{to}}, le {{date}} à {{time}}) n'a pas été payée à temps : ses sièges sont libérés. {{refund}}\n\nRéserver à nouveau : {{link}}",
  bookingExpiredNoticeSms:
    'Gbaka : réservation {{reference}} {{from}}-{{to}} du {{date}} expirée (non payée à temps). {{refund}}',
  noticeRefundDue: 'Remboursement dû : {{amount}}, sous 5 à 7 jours ouvrés.',
  noticeRefundNone: "Aucun remboursement n'est dû (annulation à moins de 6 h du départ).",
  noticeNothingPaid: "Aucun montant n'a été débité.",
  // reminders before departure (issue 16)
  reminderEveSubject: 'Gbaka — rappel : départ demain à {{time}} ({{reference}})',
  reminderSoonSubject: 'Gbaka — rappel : départ à {{time}} ({{reference}})',
  reminderText:
    'Bonjour {{name}},\n\nRappel de votre voyage {{from}} → {{to}} le {{date}} à {{time}} avec {{company}}, départ de la gare {{company}} de {{from}}. Sièges : {{seats}}. Référence : {{reference}}.\n\nPrésentez-vous 30 minutes avant le départ avec votre billet : {{link}}',
  reminderEveSms:
    'Gbaka rappel : départ demain {{date}} à {{time}}, {{company}}, gare de {{from}}. Sièges {{seats}}. Réf. {{reference}}',
  reminderSoonSms:
    "Gbaka rappel : départ aujourd'hui à {{time}}, {{company}}, gare de {{from}}. Sièges {{seats}}. Réf. {{reference}}",
  // changing a booking (issue 16) and the free move after a company's cancellation (issue 17)
  changeNotAllowed: 'Seule une réservation confirmée peut être modifiée',
  changeTooLate: 'Modification impossible à moins de 24 heures du départ. Contactez le support.',
  changeOtherLine: 'Le nouveau départ doit relier {{from}} à {{to}}, comme votre réservation',
  changeSameTrip: 'Choisissez un autre départ que celui de votre réservation',
  changeNoReturn: "Cette réservation n'a pas de trajet retour à modifier",
  changeTooLateReturn:
    'Le retour ne peut plus être modifié à moins de 24 heures de son départ. Contactez le support.',
  changeSeatCount: 'Choisissez {{count}} siège(s), autant que dans votre réservation',
  tripCancelledByCompany: 'Ce départ a été annulé par la compagnie : choisissez-en un autre',
  changeRefundMade:
    'Le remboursement de cette réservation a déjà été versé : elle ne peut plus être déplacée',
  bookingChanged: 'Réservation modifiée : votre nouveau billet vous a été envoyé',
  bookingChangedRefund:
    'Réservation modifiée : votre nouveau billet vous a été envoyé. {{amount}} vous seront remboursés sous 5 à 7 jours ouvrés.',
  bookingChangeAwaitingPayment:
    'Nouveaux sièges bloqués pendant {{minutes}} minutes : payez la différence de {{amount}} pour confirmer',
  tripsFound: 'Trajets trouvés : {{count}}',
  noTripsFound: 'Aucun trajet trouvé pour ces critères',
  // labels: passengers and trip types
  tripTypeOneWay: 'Aller simple',
  tripTypeRoundTrip: 'Aller-retour',
  // labels: statuses
  trackingNoPosition: 'Réservation annulée : aucun trajet à suivre',
  trackingBetween: 'Entre {{from}} et {{to}}',
  // payments and tickets
  paymentInitiated: 'Paiement initié : vous allez être redirigé vers la page de paiement',
  bookingNotPayable: "Cette réservation n'est plus en attente de paiement",
  bookingAlreadyPaid: 'Cette réservation est déjà payée',
  holdExpired:
    'Le délai de paiement est dépassé : vos sièges ont été libérés. Veuillez refaire votre réservation.',
  paymentProviderUnavailable: 'Le service de paiement ne répond pas. Réessayez dans un instant.',
  // phones proved by a code, and the tickets bought with them
  phoneCodeSent: 'Si ce numéro a des billets Gbaka, un code à 6 chiffres vient de lui être envoyé par SMS.',
  phoneHasTickets:
    'Ce numéro a déjà des billets Gbaka (achetés par USSD ou au guichet) : recevez un code par SMS pour les retrouver dans votre compte.',
  bookingsClaimed: '{{count}} billet(s) ajouté(s) à votre compte.',
  phoneCodeSms: 'Gbaka : votre code est {{code}} (valable 10 min). Ne le donnez à personne.',
  paymentNotFound: 'Paiement introuvable',
  paymentAlreadyProcessed: 'Ce paiement a déjà été traité',
  notificationAccepted: 'Notification reçue',
  notificationRejected: 'Notification refusée',
  ticketNotAvailable: "Le billet n'est disponible qu'une fois la réservation confirmée",
  // sandbox payment page
  sandboxTitle: 'Paiement sécurisé',
  sandboxNotice: 'Environnement de démonstration : aucun argent ne sera débité.',
  sandboxAmount: 'Montant à payer',
  sandboxReference: 'Réservation',
  sandboxTrip: 'Trajet',
  sandboxMethod: 'Moyen de paiement',
  sandboxPhone: 'Numéro de téléphone',
  sandboxPhoneHint: 'Format : +225 07 12 34 56 78 (inutile pour une carte bancaire)',
  sandboxPay: 'Payer {{amount}}',
  sandboxDecline: 'Refuser le paiement',
  sandboxCancel: 'Annuler et revenir au site',
  sandboxProcessed: 'Ce paiement a déjà été traité.',
  sandboxSeeResult: 'Voir le résultat',
  // back office
  cannotDemoteSelf: "Vous ne pouvez pas retirer votre propre rôle d'administrateur",
  cannotBanSelf: 'Vous ne pouvez pas bannir votre propre compte',
  cannotDeleteSelf: 'Vous ne pouvez pas supprimer votre propre compte',
  userNotFound: 'Utilisateur introuvable',
  userBanned: 'Utilisateur banni',
  userUnbanned: 'Utilisateur débanni',
  recordCreated: 'Création réussie',
  recordUpdated: 'Modifications enregistrées',
  recordDeleted: 'Suppression réussie',
  cityNotFound: 'Ville introuvable',
  companyNotFound: 'Compagnie introuvable',
  busUnknown: 'Bus introuvable',
  partnerNotFound: 'Partenaire introuvable',
  timetableNotFound: 'Ligne régulière introuvable',
  cityNameTaken: 'Une ville porte déjà ce nom',
  companyNameTaken: 'Une compagnie porte déjà ce nom',
  busIdTaken: 'Un bus porte déjà cet identifiant',
  busInUse:
    'Ce bus est utilisé par {{trips}} trajet(s), dont {{upcoming}} à venir, et {{timetables}} ligne(s) régulière(s) : réaffectez-les avant de le supprimer',
  companyInUse:
    'Cette compagnie a {{buses}} bus, {{trips}} trajet(s) et {{timetables}} ligne(s) régulière(s) : supprimez-les avant de la supprimer',
  cityInUse:
    'Cette ville est desservie par {{trips}} trajet(s) et {{timetables}} ligne(s) régulière(s) : elle ne peut pas être supprimée',
  tripInUse: 'Ce trajet a {{bookings}} réservation(s) : il ne peut pas être supprimé',
  busNotOfCompany: "Ce bus n'appartient pas à cette compagnie",
  seatsOverCapacity: 'Ce bus ne compte que {{seats}} sièges',
  busTooSmall: 'Le siège n° {{seat}} est déjà réservé sur ce trajet : ce bus est trop petit',
  bookingStatusUpdated: 'Statut de la réservation mis à jour',
  statusChangeNotAllowed: 'Changement de statut impossible : {{from}} → {{to}}',
  bookingSeatsLost: 'Les sièges de cette réservation ne sont plus bloqués : elle ne peut pas être confirmée',
  deleteConfirmedBooking:
    "Annulez d'abord cette réservation confirmée : elle ne peut pas être supprimée telle quelle",
  oldBookingsDeleted: '{{count}} ancienne(s) réservation(s) supprimée(s)',
  corruptedBookingsDeleted: '{{count}} réservation(s) corrompue(s) supprimée(s)',
  partnerNotPending: 'Seules les demandes en attente peuvent être approuvées ou rejetées',
  partnerApprovedDone: 'Partenaire approuvé',
  partnerRejectedDone: 'Partenaire rejeté',
  routesDeleted: '{{deleted}} trajet(s) supprimé(s), {{refused}} refusé(s)',
  timetableSaved:
    'Ligne enregistrée : {{generated}} trajet(s) créé(s), {{updated}} mis à jour, {{removed}} supprimé(s), {{kept}} trajet(s) réservé(s) conservé(s)',
  timetableDeleted:
    'Ligne supprimée : {{removed}} trajet(s) futur(s) supprimé(s), {{kept}} trajet(s) réservé(s) conservé(s)',
  ticketValid: 'Billet valide : le passager peut embarquer',
  passengerBoarded: 'Embarquement enregistré',
  signingKeyRotated: 'Nouvelle clé de signature : les nouveaux billets sont signés avec elle',
  signingKeyRetired: "Clé retirée : les billets qu'elle a signés ne passent plus hors ligne",
  signingKeyNotFound: 'Clé introuvable ou déjà retirée',
  tripDateTaken: 'Cette ligne régulière a déjà un départ ce jour-là',
  refundRecorded: 'Remboursement enregistré',
  refundAlreadyRecorded: 'Ce remboursement était déjà enregistré',
  refundNotDue: "Aucun remboursement n'est dû sur ce paiement",
  refundPending:
    'Un remboursement reste à faire sur cette réservation : marquez-le remboursé avant de la supprimer',
  // companies' workspaces (DESIGN §9)
  notCompanyStaff: "Cet espace est réservé au personnel d'une compagnie",
  roleNotAllowed: 'Votre rôle dans la compagnie ne permet pas cette action',
  roleManager: 'responsable',
  roleAgent: 'agent de guichet',
  roleConductor: 'contrôleur',
  invitationNotFound: 'Invitation introuvable',
  invitationNotPending: "Cette invitation n'est plus en attente",
  alreadyStaff: "Ce compte appartient déjà au personnel d'une compagnie",
  invitationAccountExists:
    "Un compte existe déjà avec cet identifiant : connectez-vous pour accepter l'invitation",
  invitationAccepted: "Bienvenue dans l'espace de {{company}}",
  invitationSent: 'Invitation envoyée',
  invitationResent: 'Invitation renvoyée',
  invitationRevoked: 'Invitation révoquée',
  staffRemoved: 'Membre retiré de la compagnie',
  staffNotFound: 'Membre introuvable',
  cannotRemoveSelf: 'Vous ne pouvez pas vous retirer vous-même de la compagnie',
  busCompanyLocked: 'Ce bus a des trajets ou des lignes régulières : il ne peut pas changer de compagnie',
  departurePast: 'Ce départ a déjà eu lieu : il ne peut plus être modifié',
  departureIsCancelled: 'Ce départ est annulé : il ne peut plus être modifié',
  departureDelayed: 'Retard enregistré : {{count}} passager(s) prévenu(s)',
  departureCancelledDone: 'Départ annulé : {{count}} réservation(s) annulée(s) avec remboursement intégral',
  fareUpdated: 'Tarif mis à jour pour les places encore en vente',
  channelOnline: 'En ligne',
  channelCounter: 'Guichet',
  channelUssd: 'USSD',
  // companies' workspaces: notices
  invitationMailSubject: 'Gbaka — invitation à rejoindre {{company}}',
  invitationMailText:
    "Bonjour,\n\nVous êtes invité(e) à rejoindre l'espace de {{company}} sur Gbaka en tant que {{role}}. Ouvrez ce lien pour accepter (valable 7 jours, une seule fois) :\n{{link}}\n\nSi vous ne vous attendiez pas à cette invitation, ignorez ce message.",
  invitationSms: 'Gbaka : {{company}} vous invite comme {{role}}. Acceptez via {{link}} (valable 7 jours).',
  departureDelaySubject: 'Gbaka — votre départ {{from}} – {{to}} est retardé',
  departureDelayText:
    'Bonjour {{name}},\n\n{{company}} annonce un retard de {{minutes}} minutes pour votre départ {{from}} – {{to}} du {{date}} à {{time}} (réservation {{reference}}) : nouveau départ prévu à {{newTime}}.\nMotif : {{reason}}\n\nSuivez votre trajet : {{link}}',
  departureDelaySms:
    'Gbaka : départ {{from}}-{{to}} du {{date}} retardé de {{minutes}} min, départ prévu à {{newTime}}. Motif : {{reason}}. Réf. {{reference}}',
  departureCancelSubject: 'Gbaka — votre départ {{from}} – {{to}} est annulé',
  departureCancelText:
    'Bonjour {{name}},\n\n{{company}} a annulé le départ {{from}} – {{to}} du {{date}} à {{time}} (réservation {{reference}}).\nMotif : {{reason}}\n\nVotre réservation est annulée et {{amount}} vous seront remboursés sous 5 à 7 jours ouvrés. Vos réservations : {{link}}',
  departureCancelSms:
    'Gbaka : départ {{from}}-{{to}} du {{date}} à {{time}} annulé ({{reason}}). {{amount}} remboursés sous 5 à 7 jours. Réf. {{reference}}',
  // companies' workspaces: manifest and statement documents
  manifestTitle: 'Liste des passagers',
  manifestSeat: 'Siège',
  manifestPassenger: 'Passager',
  manifestContact: 'Contact',
  manifestChannel: 'Canal',
  manifestPayment: 'Paiement',
  manifestBooking: 'Réservation',
  manifestBoarded: 'Embarqué',
  manifestFree: 'libre',
  manifestHeld: 'en attente de paiement',
  manifestSummary: '{{sold}} vendu(s), {{held}} en attente, {{free}} libre(s)',
  manifestPrinted: 'Imprimé le {{date}}',
  yes: 'oui',
  statementTitle: 'Relevé des ventes',
  statementGross: 'Ventes brutes',
  statementRefunds: 'Remboursements',
  statementCommission: 'Commission Gbaka ({{rate}})',
  statementNetDue: 'Net dû à la compagnie',
  statementAgent: 'Agent (guichet)',
  statementDeparture: 'Départ',
  statementSeats: 'Places',
  statementTotal: 'Total',
} as const;

export type ServerMessageKey = keyof typeof frServer;
export type ServerCatalogue = Record<ServerMessageKey, string>;
