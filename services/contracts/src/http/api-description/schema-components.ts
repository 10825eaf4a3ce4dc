import type { z } from 'zod';
import {
  accountChangeRequestSchema,
  accountWithPasswordSchema,
  adminAccountSchema,
  newAccountRequestSchema,
} from '../../auth/admin-accounts.js';
import {
  adminSessionSchema,
  adminUserSchema,
  changePasswordRequestSchema,
  csrfResponseSchema,
  loginRequestSchema,
  loginResponseSchema,
  okResponseSchema,
  sessionResponseSchema,
} from '../../auth/admin-auth.js';
import { availabilitySchema } from '../../booking/availability.js';
import { statusChangeSchema } from '../../booking/booking-fields.js';
import { eventBookingRequestSchema, eventBookingSchema, seatsRefusedSchema } from '../../booking/event-booking.js';
import { eventRoomSchema } from '../../booking/event-room.js';
import { guestBookingSchema, guestChangeSchema, guestEventBookingChangeSchema } from '../../booking/guest-booking.js';
import { floorSaveSchema, floorSchema, strandedBookingsSchema } from '../../booking/floor.js';
import { houseScheduleSchema, publishedScheduleSchema, strandedReservationsSchema } from '../../booking/house-schedule.js';
import { slotRefusedSchema, tableMoveSchema, walkInSchema } from '../../booking/table-plan.js';
import {
  coversByDaySchema,
  guestReservationChangeSchema,
  phoneReservationSchema,
  reservationDaySchema,
  reservationEditSchema,
  reservationRequestSchema,
  reservationSchema,
} from '../../booking/reservation.js';
import { roomEventSchema } from '../../booking/room-event.js';
import { defaultHouseSchedule } from '../../booking/schedule-days.js';
import { goLiveSchema } from '../../site/go-live.js';
import { publishedRestaurantSchema, restaurantDetailsSchema } from '../../site/restaurant-details.js';
import { waitlistEntrySchema, waitlistOfferSchema } from '../../booking/waitlist.js';
import { eventInputSchema, eventSchema } from '../../catalog/event.js';
import {
  galleryImageInputSchema,
  galleryImageSchema,
  galleryOrderSchema,
  uploadedImageSchema,
} from '../../catalog/gallery-image.js';
import { menuAvailabilitySchema, menuItemInputSchema, menuItemSchema } from '../../catalog/menu-item.js';
import { contactMessageSchema, contactRequestSchema, contactStatusChangeSchema } from '../../inbox/contact-message.js';
import {
  feedbackRequestSchema,
  feedbackSchema,
  googleReviewsResponseSchema,
  reviewSchema,
  reviewsResponseSchema,
} from '../../inbox/feedback.js';
import { formReceiptSchema } from '../../inbox/form-receipt.js';
import { dataRequestAcceptedSchema, dataRequestSchema, personalDataSchema } from '../../privacy/personal-data.js';
import { errorResponseSchema } from '../error-response.js';
import { systemStatusSchema } from '../health.js';

const [loginSuccess, loginRefusal] = loginResponseSchema.options;

/**
 * The schemas the document names in `components.schemas`: wherever one of them appears (an answer, a body, inside
 * another), the document refers to it by name. Answers are what the server sends (a schema's output side), bodies
 * what a client sends (its input side: defaults make a field optional, a price may be text), so each side has its
 * own names. The schedule's schemas are those of the default schedule (see booking-operations.ts).
 */
export const namedSchemas: { output: Record<string, z.ZodType>; input: Record<string, z.ZodType> } = {
  output: {
    ErrorResponse: errorResponseSchema,
    MenuItem: menuItemSchema,
    GalleryImage: galleryImageSchema,
    UploadedImage: uploadedImageSchema,
    RestaurantEvent: eventSchema,
    EventBooking: eventBookingSchema,
    SeatsRefused: seatsRefusedSchema,
    Reservation: reservationSchema,
    GuestChange: guestChangeSchema,
    RoomEvent: roomEventSchema,
    ReservationDay: reservationDaySchema,
    CoversByDay: coversByDaySchema,
    Availability: availabilitySchema,
    EventRoom: eventRoomSchema,
    GuestBooking: guestBookingSchema,
    WaitlistEntry: waitlistEntrySchema,
    WaitlistOffer: waitlistOfferSchema,
    PublishedSchedule: publishedScheduleSchema,
    PublishedRestaurant: publishedRestaurantSchema,
    GoLive: goLiveSchema,
    StrandedReservations: strandedReservationsSchema,
    Floor: floorSchema,
    FloorSave: floorSaveSchema,
    StrandedBookings: strandedBookingsSchema,
    TableMove: tableMoveSchema,
    SlotRefused: slotRefusedSchema,
    WalkIn: walkInSchema,
    ContactMessage: contactMessageSchema,
    Feedback: feedbackSchema,
    Review: reviewSchema,
    Reviews: reviewsResponseSchema,
    GoogleReviews: googleReviewsResponseSchema,
    FormReceipt: formReceiptSchema,
    DataRequestAccepted: dataRequestAcceptedSchema,
    PersonalData: personalDataSchema,
    AdminUser: adminUserSchema,
    LoginSuccess: loginSuccess,
    LoginRefusal: loginRefusal,
    SessionResponse: sessionResponseSchema,
    CsrfResponse: csrfResponseSchema,
    OkResponse: okResponseSchema,
    AdminSession: adminSessionSchema,
    AdminAccount: adminAccountSchema,
    AccountWithPassword: accountWithPasswordSchema,
    SystemStatus: systemStatusSchema,
  },
  input: {
    MenuItemInput: menuItemInputSchema,
    MenuAvailabilityInput: menuAvailabilitySchema,
    GalleryImageInput: galleryImageInputSchema,
    GalleryOrderInput: galleryOrderSchema,
    EventInput: eventInputSchema,
    EventBookingRequest: eventBookingRequestSchema,
    ReservationRequest: reservationRequestSchema(defaultHouseSchedule),
    ReservationEdit: reservationEditSchema(defaultHouseSchedule),
    PhoneReservationRequest: phoneReservationSchema(defaultHouseSchedule),
    StatusChange: statusChangeSchema,
    GuestReservationChange: guestReservationChangeSchema(defaultHouseSchedule),
    GuestEventBookingChange: guestEventBookingChangeSchema,
    HouseScheduleInput: houseScheduleSchema,
    RestaurantDetailsInput: restaurantDetailsSchema,
    ContactRequest: contactRequestSchema,
    ContactStatusChange: contactStatusChangeSchema,
    FeedbackRequest: feedbackRequestSchema,
    DataRequest: dataRequestSchema,
    LoginRequest: loginRequestSchema,
    ChangePasswordRequest: changePasswordRequestSchema,
    NewAccountRequest: newAccountRequestSchema,
    AccountChangeRequest: accountChangeRequestSchema,
  },
};
