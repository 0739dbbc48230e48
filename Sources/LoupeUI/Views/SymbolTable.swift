/// SF Symbols names → Material Icons ligatures (the symbol font in Fonts/). Covers every symbol the
/// seeds name and the symbols widgets use most. A `.fill` variant maps to Material's filled glyph
/// and the plain name to its outlined one where Material has both. The one table for symbols.
enum SymbolTable {
    static func ligature(for name: String) -> String? { table[name] }

    static let table: [String: String] = [
        // Fitness and health
        "figure.walk": "directions_walk", "figure.run": "directions_run", "figure.hiking": "hiking", "stairs": "stairs",
        "figure.pool.swim": "pool", "figure.yoga": "self_improvement", "figure.mind.and.body": "self_improvement",
        "figure.strengthtraining.traditional": "fitness_center", "dumbbell": "fitness_center", "dumbbell.fill": "fitness_center",
        "bicycle": "pedal_bike", "figure.outdoor.cycle": "directions_bike",
        "heart": "favorite_border", "heart.fill": "favorite",
        "heart.slash": "heart_broken", "heart.text.square": "monitor_heart", "waveform.path.ecg": "monitor_heart",
        "flame": "local_fire_department", "flame.fill": "local_fire_department", "bolt.heart": "monitor_heart",
        "drop": "water_drop", "drop.fill": "water_drop", "bed.double": "bed", "bed.double.fill": "bed",
        "lungs": "air", "lungs.fill": "air", "pills": "medication", "pills.fill": "medication", "cross.case": "medical_services",
        "shoeprints.fill": "directions_walk", "stopwatch": "timer", "stopwatch.fill": "timer",
        // Weather
        "sun.max": "light_mode", "sun.max.fill": "wb_sunny", "sun.min": "light_mode", "sun.min.fill": "wb_sunny",
        "sunrise": "wb_twilight", "sunrise.fill": "wb_twilight", "sunset": "wb_twilight", "sunset.fill": "wb_twilight",
        "moon": "dark_mode", "moon.fill": "dark_mode", "moon.stars": "nights_stay", "moon.stars.fill": "nights_stay",
        "cloud": "cloud_queue", "cloud.fill": "cloud", "cloud.sun": "wb_cloudy", "cloud.sun.fill": "wb_cloudy",
        "cloud.rain": "umbrella", "cloud.rain.fill": "umbrella", "cloud.heavyrain.fill": "umbrella",
        "cloud.drizzle": "grain", "cloud.drizzle.fill": "grain", "cloud.bolt": "thunderstorm", "cloud.bolt.fill": "thunderstorm",
        "cloud.bolt.rain.fill": "thunderstorm", "cloud.snow": "ac_unit", "cloud.snow.fill": "ac_unit", "snowflake": "ac_unit",
        "cloud.fog": "foggy", "cloud.fog.fill": "foggy", "wind": "air", "tornado": "tornado", "hurricane": "cyclone",
        "thermometer": "thermostat", "thermometer.medium": "thermostat", "thermometer.sun": "device_thermostat",
        "umbrella": "umbrella", "umbrella.fill": "umbrella", "humidity": "water_drop", "humidity.fill": "water_drop",
        "aqi.medium": "air",
        // Battery, power, connectivity
        "battery.100": "battery_full", "battery.75": "battery_5_bar", "battery.50": "battery_4_bar", "battery.25": "battery_2_bar",
        "battery.0": "battery_0_bar", "battery.100.bolt": "battery_charging_full", "bolt": "bolt", "bolt.fill": "bolt", "flashlight.on.fill": "flashlight_on", "flashlight.off.fill": "flashlight_off",
        "bolt.circle": "offline_bolt", "bolt.circle.fill": "offline_bolt", "powerplug": "power", "powerplug.fill": "power",
        "wifi": "wifi", "wifi.slash": "wifi_off", "antenna.radiowaves.left.and.right": "cell_tower",
        "airplane": "flight", "bluetooth": "bluetooth", "cellularbars": "signal_cellular_alt",
        "internaldrive": "storage", "internaldrive.fill": "storage", "externaldrive": "save", "externaldrive.fill": "save",
        "server.rack": "dns", "iphone": "smartphone", "applewatch": "watch", "airpods": "headphones", "headphones": "headphones",
        "laptopcomputer": "laptop", "desktopcomputer": "desktop_windows", "ipad": "tablet",
        // Calendar and time
        "calendar": "calendar_today", "calendar.circle": "event", "calendar.circle.fill": "event",
        "calendar.badge.plus": "edit_calendar", "calendar.badge.clock": "pending_actions",
        "clock": "schedule", "clock.fill": "watch_later", "alarm": "alarm", "alarm.fill": "alarm",
        "timer": "timer", "hourglass": "hourglass_empty", "hourglass.bottomhalf.filled": "hourglass_bottom",
        "deskclock": "schedule", "deskclock.fill": "schedule", "clock.arrow.circlepath": "history",
        // Media
        "play": "play_arrow", "play.fill": "play_arrow", "pause": "pause", "pause.fill": "pause",
        "play.circle": "play_circle_outline", "play.circle.fill": "play_circle", "pause.circle.fill": "pause_circle",
        "stop.fill": "stop", "forward.fill": "fast_forward", "backward.fill": "fast_rewind",
        "forward.end.fill": "skip_next", "backward.end.fill": "skip_previous", "shuffle": "shuffle", "repeat": "repeat",
        "music.note": "music_note", "music.note.list": "queue_music", "speaker.wave.2.fill": "volume_up",
        "speaker.slash.fill": "volume_off", "mic": "mic_none", "mic.fill": "mic",
        "photo": "image", "photo.fill": "image", "camera": "photo_camera", "camera.fill": "photo_camera",
        "video": "videocam", "video.fill": "videocam", "tv": "tv", "film": "movie", "book": "menu_book", "book.fill": "menu_book",
        "books.vertical": "library_books", "books.vertical.fill": "library_books", "newspaper": "newspaper",
        "book.closed": "book", "book.closed.fill": "book", "bookmark": "bookmark_border", "bookmark.fill": "bookmark",
        // Home
        "house": "home", "house.fill": "home", "lightbulb": "lightbulb_outline", "lightbulb.fill": "lightbulb",
        "lightbulb.slash": "highlight_off", "lamp.desk": "emoji_objects", "fan": "mode_fan_off", "lock": "lock_outline",
        "lock.fill": "lock", "lock.open": "lock_open", "lock.open.fill": "lock_open", "key": "vpn_key", "key.fill": "vpn_key",
        "door.left.hand.closed": "door_front", "door.garage.closed": "garage", "thermometer.snowflake": "ac_unit",
        "sofa": "weekend", "sofa.fill": "weekend", "bed": "bed", "washer": "local_laundry_service", "refrigerator": "kitchen",
        "cup.and.saucer": "local_cafe", "cup.and.saucer.fill": "local_cafe", "mug": "coffee", "mug.fill": "coffee",
        "fork.knife": "restaurant", "takeoutbag.and.cup.and.straw": "takeout_dining", "takeoutbag.and.cup.and.straw.fill": "takeout_dining",
        "bag": "shopping_bag", "bag.fill": "shopping_bag", "cart": "shopping_cart", "cart.fill": "shopping_cart",
        "gift": "card_giftcard", "gift.fill": "card_giftcard", "creditcard": "credit_card", "creditcard.fill": "credit_card",
        "dollarsign.circle": "monetization_on", "dollarsign.circle.fill": "monetization_on", "banknote": "payments",
        "leaf": "eco", "leaf.fill": "eco", "tree": "park", "pawprint": "pets", "pawprint.fill": "pets", "carrot": "restaurant",
        // Status, people, communication
        "checkmark": "check", "checkmark.circle": "check_circle_outline", "checkmark.circle.fill": "check_circle",
        "checkmark.square": "check_box", "checkmark.square.fill": "check_box", "square": "check_box_outline_blank",
        "circle": "radio_button_unchecked", "circle.fill": "circle", "largecircle.fill.circle": "radio_button_checked",
        "checkmark.seal": "verified", "checkmark.seal.fill": "verified",
        "xmark": "close", "xmark.circle": "highlight_off", "xmark.circle.fill": "cancel", "xmark.octagon.fill": "report",
        "plus": "add", "plus.circle": "add_circle_outline", "plus.circle.fill": "add_circle", "minus": "remove",
        "minus.circle": "remove_circle_outline", "minus.circle.fill": "remove_circle",
        "exclamationmark.triangle": "warning_amber", "exclamationmark.triangle.fill": "warning",
        "exclamationmark.circle": "error_outline", "exclamationmark.circle.fill": "error", "exclamationmark": "priority_high",
        "info.circle": "info_outline", "info.circle.fill": "info", "questionmark.circle": "help_outline",
        "questionmark.circle.fill": "help", "questionmark": "question_mark",
        "bell": "notifications_none", "bell.fill": "notifications", "bell.slash": "notifications_off", "bell.badge": "notifications_active",
        "star": "star_border", "star.fill": "star", "star.leadinghalf.filled": "star_half", "star.circle.fill": "stars",
        "flag": "outlined_flag", "flag.fill": "flag", "tag": "local_offer", "tag.fill": "local_offer", "pin": "push_pin", "pin.fill": "push_pin",
        "person": "person_outline", "person.fill": "person", "person.circle": "account_circle", "person.circle.fill": "account_circle",
        "person.2": "people_outline", "person.2.fill": "people", "person.3.fill": "groups", "person.crop.circle": "account_circle",
        "message": "chat_bubble_outline", "message.fill": "chat_bubble", "bubble.left": "chat_bubble_outline", "bubble.left.fill": "chat_bubble",
        "envelope": "mail_outline", "envelope.fill": "mail", "phone": "phone", "phone.fill": "phone", "paperplane": "send", "paperplane.fill": "send",
        "gear": "settings", "gearshape": "settings", "gearshape.fill": "settings", "wrench": "build", "wrench.and.screwdriver": "handyman",
        "magnifyingglass": "search", "trash": "delete_outline", "trash.fill": "delete", "pencil": "edit", "square.and.pencil": "edit_note",
        "square.and.arrow.up": "ios_share", "link": "link", "paperclip": "attach_file", "doc": "description", "doc.fill": "description",
        "doc.text": "article", "doc.text.fill": "article", "folder": "folder_open", "folder.fill": "folder", "tray": "inbox", "tray.fill": "inbox",
        "list.bullet": "format_list_bulleted", "list.number": "format_list_numbered", "checklist": "checklist", "note.text": "sticky_note_2",
        "chart.bar": "bar_chart", "chart.bar.fill": "bar_chart", "chart.pie": "pie_chart_outline", "chart.pie.fill": "pie_chart",
        "chart.line.uptrend.xyaxis": "show_chart", "gauge": "speed", "gauge.medium": "speed", "speedometer": "speed",
        "target": "gps_fixed", "scope": "center_focus_strong", "trophy": "emoji_events", "trophy.fill": "emoji_events",
        "medal": "military_tech", "medal.fill": "military_tech", "rosette": "workspace_premium", "crown": "workspace_premium",
        "sparkles": "auto_awesome", "wand.and.stars": "auto_fix_high", "eye": "visibility", "eye.fill": "visibility", "eye.slash": "visibility_off",
        "hand.thumbsup": "thumb_up_off_alt", "hand.thumbsup.fill": "thumb_up", "hand.raised.fill": "pan_tool",
        // Places and travel
        "location": "near_me", "location.fill": "near_me", "mappin": "place", "mappin.and.ellipse": "location_on",
        "map": "map", "map.fill": "map", "globe": "public", "globe.americas.fill": "public",
        "car": "directions_car", "car.fill": "directions_car", "bus": "directions_bus", "bus.fill": "directions_bus",
        "tram.fill": "tram", "train.side.front.car": "train", "ferry.fill": "directions_boat", "fuelpump": "local_gas_station",
        "fuelpump.fill": "local_gas_station", "box.truck": "local_shipping", "box.truck.fill": "local_shipping",
        "shippingbox": "inventory_2", "shippingbox.fill": "inventory_2", "building.2": "apartment", "building.2.fill": "apartment",
        "signpost.right": "signpost", "scooter": "electric_scooter", "figure.wave": "emoji_people",
        // Arrows and chevrons
        "arrow.up": "arrow_upward", "arrow.down": "arrow_downward", "arrow.left": "arrow_back", "arrow.right": "arrow_forward",
        "arrow.up.right": "north_east", "arrow.down.right": "south_east", "arrow.up.circle.fill": "arrow_circle_up",
        "arrow.down.circle.fill": "arrow_circle_down", "arrow.right.circle.fill": "arrow_circle_right",
        "arrow.clockwise": "refresh", "arrow.counterclockwise": "replay",
        "arrow.triangle.2.circlepath": "sync", "arrow.up.arrow.down": "swap_vert", "arrow.left.arrow.right": "swap_horiz",
        "chevron.right": "chevron_right", "chevron.left": "chevron_left", "chevron.up": "expand_less", "chevron.down": "expand_more",
        "chevron.right.circle.fill": "arrow_circle_right", "arrowtriangle.up.fill": "arrow_drop_up", "arrowtriangle.down.fill": "arrow_drop_down",
        "ellipsis": "more_horiz", "line.3.horizontal": "menu", "slider.horizontal.3": "tune",
        "square.grid.2x2": "grid_view", "square.grid.2x2.fill": "grid_view", "rectangle.stack": "layers", "square.stack.3d.up": "layers",
        "power": "power_settings_new", "app.badge": "notifications_active",
    ]
}

/// The SF Symbols names Loupe can draw, with the symbol-font ligature each maps to.
public enum SymbolNames {
    public static var all: [(name: String, ligature: String)] {
        SymbolTable.table.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
