// One use of each symbol of the WidgetKit index (widgetkit-index.tsv), written as widget code
// writes it, against the Linux stand-ins. This file compiling is the probe: a symbol Loupe lacks
// breaks the build. `// #N` marks the index lines a use covers; not-probed.tsv lists the rest,
// each with why (IndexProbeTests checks that every line is one or the other).
import Foundation
import SwiftUI
import WidgetKit
import AppIntents
import ActivityKit
import Intents

// MARK: Types a widget extension declares

struct ProbeEntry: TimelineEntry {
    let date: Date
    // #106 #107
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 1, duration: 60) }
}

// #66 #67 #68 #69 #70 #71 #72 #73
struct ProbeProvider: TimelineProvider {
    typealias Entry = ProbeEntry
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: .now) }
    func getSnapshot(in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(ProbeEntry(date: .now)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
        completion(Timeline(entries: [ProbeEntry(date: .now)], policy: .atEnd))
    }
    func relevance() async -> WidgetRelevance<Void> { WidgetRelevance([]) }
}

struct ProbeIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Probe"
    init() {}
}

// #74 #75 #76 #77 #78 #79 #80 #81 #82 #83 #84
struct ProbeIntentProvider: AppIntentTimelineProvider {
    typealias Entry = ProbeEntry
    typealias Intent = ProbeIntent
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: .now) }
    func snapshot(for configuration: ProbeIntent, in context: Context) async -> ProbeEntry { ProbeEntry(date: .now) }
    func timeline(for configuration: ProbeIntent, in context: Context) async -> Timeline<ProbeEntry> { Timeline(entries: [ProbeEntry(date: .now)], policy: .never) }
    // #215 #216 #217 #218 #219
    func recommendations() -> [AppIntentRecommendation<ProbeIntent>] {
        [AppIntentRecommendation(intent: ProbeIntent(), description: "Key"), AppIntentRecommendation(intent: ProbeIntent(), description: Text("Text")),
         AppIntentRecommendation(intent: ProbeIntent(), description: String("String")),
         AppIntentRecommendation(intent: ProbeIntent(), description: LocalizedStringResource("Resource"))]
    }
    func relevance() async -> WidgetRelevance<ProbeIntent> { WidgetRelevance([]) }
}

class ProbeINIntent: INIntent {}

// #85 #86 #87 #88 #89 #90 #91 #92 #93 #94 #95
struct ProbeSiriProvider: IntentTimelineProvider {
    typealias Entry = ProbeEntry
    typealias Intent = ProbeINIntent
    func placeholder(in context: Context) -> ProbeEntry { ProbeEntry(date: .now) }
    func getSnapshot(for configuration: ProbeINIntent, in context: Context, completion: @escaping (ProbeEntry) -> Void) { completion(ProbeEntry(date: .now)) }
    func getTimeline(for configuration: ProbeINIntent, in context: Context, completion: @escaping (Timeline<ProbeEntry>) -> Void) {
        completion(Timeline(entries: [ProbeEntry(date: .now)], policy: .never))
    }
    // #233 #234 #235 #236 #237
    func recommendations() -> [IntentRecommendation<ProbeINIntent>] {
        [IntentRecommendation(intent: ProbeINIntent(), description: "Key"), IntentRecommendation(intent: ProbeINIntent(), description: Text("Text")),
         IntentRecommendation(intent: ProbeINIntent(), description: String("String")),
         IntentRecommendation(intent: ProbeINIntent(), description: LocalizedStringResource("Resource"))]
    }
    func relevance() async -> WidgetRelevance<ProbeINIntent> { WidgetRelevance([]) }
}

struct ProbeView: View {
    var body: some View { Text("Probe").containerBackground(.fill.tertiary, for: .widget) }
}

// #2 #13 #14 #15 #16 #17 #18 #19 #20 #21 #22 #23 #24 #25 #26
struct ProbeStaticWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Static", provider: ProbeProvider()) { _ in ProbeView() }
            .configurationDisplayName(String("Static")).configurationDisplayName(Text("Static")).configurationDisplayName("Static")
            .description(Text("d")).description(String("d")).description("d")
            .supportedFamilies([.systemSmall])
            .supplementalActivityFamilies([.small])
            .backgroundTask(.urlSession) { _ in }
            .onBackgroundURLSessionEvents(matching: { $0.hasPrefix("a") }) { _, done in done() }
            .onBackgroundURLSessionEvents(matching: "id") { _, done in done() }
    }
}

// #27 #28 #29 #30 #31 #32 #33 #34 #35 #36 #37 #38 #39
struct ProbeAppIntentWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "AppIntent", intent: ProbeIntent.self, provider: ProbeIntentProvider()) { _ in ProbeView() }
            .configurationDisplayName(String("A")).configurationDisplayName(Text("A")).configurationDisplayName("A")
            .description(Text("d")).description(String("d")).description("d")
            .supportedFamilies([.systemMedium])
            .backgroundTask(.urlSession("a")) { _ in }
            .onBackgroundURLSessionEvents(matching: nil) { _, done in done() }
            .onBackgroundURLSessionEvents(matching: "id") { _, done in done() }
    }
}

// #220 #221 #222 #223 #224 #225 #226 #227 #228 #229 #230 #231 #232
struct ProbeIntentWidget: Widget {
    var body: some WidgetConfiguration {
        IntentConfiguration(kind: "Siri", intent: ProbeINIntent.self, provider: ProbeSiriProvider()) { _ in ProbeView() }
            .configurationDisplayName(String("S")).configurationDisplayName(Text("S")).configurationDisplayName("S")
            .description(Text("d")).description(String("d")).description("d")
            .supportedFamilies([.systemLarge])
            .backgroundTask(.urlSession) { _ in }
            .onBackgroundURLSessionEvents(matching: nil) { _, done in done() }
            .onBackgroundURLSessionEvents(matching: "id") { _, done in done() }
    }
}

// #1
struct ProbeBundle: WidgetBundle {
    var body: some Widget {
        ProbeStaticWidget()
        ProbeAppIntentWidget()
    }
}

// MARK: Families, modes, locations, places

// #3 #4 #5 #6 #7 #8 #9 #10 #11 #12
let probeFamilies: [WidgetFamily] = [.systemSmall, .systemMedium, .systemLarge, .systemExtraLarge, .systemExtraLargePortrait,
                                     .accessoryCircular, .accessoryCorner, .accessoryRectangular, .accessoryInline]
// #47 #48 #49 #50
let probeModes: [WidgetRenderingMode] = [.fullColor, .accented, .vibrant]
// #51 #52 #53 #54 #55
let probeAccentedModes: [WidgetAccentedRenderingMode] = [.accented, .accentedDesaturated, .desaturated, .fullColor]
// #58 #59 #60 #61 #62 #63 #64 #65
let probeLocations: [WidgetLocation] = [.carPlay, .iPhoneWidgetsOnMac, .homeScreen, .lockScreen, .smartStack, .standBy, .watchFace]
// #160 #161 #162 #164 #165 #166 #167 #168 #169
let probeVision: ([WidgetTexture], [WidgetMountingStyle], [LevelOfDetail]) = ([.glass, .paper], [.elevated, .recessed], [.default, .simplified])
// #181 #182 #183 #184
let probeGroupStyles: [AccessoryWidgetGroupStyle] = [.automatic, .circular, .roundedSquare]

// #159 #163
struct ProbeVisionWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Vision", provider: ProbeProvider()) { _ in ProbeView() }
            .widgetTexture(.glass)
            .supportedMountingStyles([.elevated])
            .disfavoredLocations([.standBy], for: [.systemSmall])
    }
}

// #56 #57 #170 #171 #172 #173 #174 #175 #176 #177 #178 #179 #180
struct ProbeAccessoryView: View {
    var body: some View {
        ZStack {
            AccessoryWidgetBackground()
            VStack {
                AccessoryWidgetGroup(String("S")) { Text("a") }
                AccessoryWidgetGroup(LocalizedStringResource("R")) { Text("a") }
                AccessoryWidgetGroup("K") { Text("a") }
                AccessoryWidgetGroup(LocalizedStringResource("R"), image: ImageResource(name: "probe", bundle: .main)) { Text("a") }
                AccessoryWidgetGroup("K", image: ImageResource(name: "probe", bundle: .main)) { Text("a") }
                AccessoryWidgetGroup(String("S"), image: ImageResource(name: "probe", bundle: .main)) { Text("a") }
                AccessoryWidgetGroup(LocalizedStringResource("R"), systemImage: "star") { Text("a") }
                AccessoryWidgetGroup("K", systemImage: "star") { Text("a") }
                AccessoryWidgetGroup(String("S"), systemImage: "star") { Text("a") }
                AccessoryWidgetGroup(label: { Text("L") }, content: { Text("a") })
            }
            .accessoryWidgetGroupStyle(.circular)
        }
    }
}

// MARK: Timelines, contexts, center, pushes

func probeTimelines(_ context: TimelineProviderContext) {
    // #96 #97 #98 #99 #100 #101 #102 #103
    _ = (context.isPreview, context.family, context.displaySize)
    _ = context.environmentVariants[\.colorScheme]
    _ = context.environmentVariants.colorScheme
    // #104 #105
    let entry: any TimelineEntry = ProbeEntry(date: .now)
    _ = entry.date
    // #108 #109 #110 #111 #112 #113 #114 #115
    let timeline = Timeline(entries: [ProbeEntry(date: .now)], policy: .after(.now))
    _ = (timeline.entries, timeline.policy, [TimelineReloadPolicy.atEnd, .never])
    // #185 #186 #187 #188
    let relevance = TimelineEntryRelevance(score: 0.5, duration: 60)
    _ = (relevance.score, relevance.duration)
}

func probeCenter() async throws {
    // #116 #117 #118
    let center = WidgetCenter.shared
    center.getCurrentConfigurations { _ in }
    // #119 #120 #121 #122
    _ = [WidgetCenter.UserInfoKey.family, WidgetCenter.UserInfoKey.kind, WidgetCenter.UserInfoKey.activityID]
    // #123 #124 #125 #126 #127 #128
    center.reloadTimelines(ofKind: "k")
    center.reloadAllTimelines()
    center.invalidateConfigurationRecommendations()
    _ = center.currentPushInfo
    // #40 #41 #42 #43 #44 #45 #46
    for info in try await center.currentConfigurations() {
        _ = (info.kind, info.family, info.configuration, info.id, info.widgetConfigurationIntent(of: ProbeIntent.self))
    }
    center.invalidateRelevance(ofKind: "k")
    // #293 #294 #295 #296 #297 #298 #299 #300 #301 #302
    for control in try await ControlCenter.shared.currentControls() {
        _ = (control.kind, control.pushInfo, control.configurationIntent(of: ProbeIntent.self), control.id)
    }
    ControlCenter.shared.reloadAllControls()
    ControlCenter.shared.reloadControls(ofKind: "k")
}

// #129 #130 #131 #132 #133
struct ProbePushHandler: WidgetPushHandler {
    init() {}
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) { _ = pushInfo.token }
}

// #319 #320 #321 #322 #323
struct ProbeControlPushHandler: ControlPushHandler {
    init() {}
    func pushTokensDidChange(controls: [ControlInfo]) { _ = controls.first?.pushInfo?.token }
}

// MARK: Relevance widgets

struct ProbeRelevanceEntry: RelevanceEntry { let name: String }

// #191 #192 #193 #194 #195 #196 #197 #198 #199 #200 #201 #202 #203 #204 #205 #206 #207 #208 #209 #210 #211 #212 #213 #214
struct ProbeRelevanceProvider: RelevanceEntriesProvider {
    typealias Configuration = ProbeIntent
    typealias Entry = ProbeRelevanceEntry
    func entry(configuration: ProbeIntent, context: Context) async throws -> ProbeRelevanceEntry {
        _ = (context.displaySize, context.isPreview)
        return ProbeRelevanceEntry(name: "e")
    }
    func relevance() async -> WidgetRelevance<ProbeIntent> {
        WidgetRelevance([
            WidgetRelevanceAttribute(configuration: ProbeIntent(), context: .date(from: .now, to: .now)),
            WidgetRelevanceAttribute(configuration: ProbeIntent(), group: .named("g")),
            WidgetRelevanceAttribute(context: .date(from: .now, to: .now)),
            WidgetRelevanceAttribute(group: .automatic),
            WidgetRelevanceAttribute(group: .ungrouped),
        ])
    }
    func placeholder(context: Context) -> ProbeRelevanceEntry { ProbeRelevanceEntry(name: "p") }
}

// #189 #190
struct ProbeRelevanceWidget: Widget {
    var body: some WidgetConfiguration {
        RelevanceConfiguration(kind: "Relevance", provider: ProbeRelevanceProvider()) { entry in Text(entry.name) }
    }
}

// MARK: Previews

// #134 #387
#Preview(as: .systemSmall) { ProbeStaticWidget() } timelineProvider: { ProbeProvider() }
// #135 #388
#Preview(as: .systemMedium, using: ProbeIntent()) { ProbeAppIntentWidget() } timelineProvider: { ProbeIntentProvider() }
// #136 #389
#Preview(as: .systemLarge, using: ProbeINIntent()) { ProbeIntentWidget() } timelineProvider: { ProbeSiriProvider() }
// #137 #390 #152 #153 #154 #155 #156 #405 #406 #407 #408 #409
#Preview("Timeline", as: .systemSmall) {
    ProbeStaticWidget()
} timeline: {
    ProbeEntry(date: .now)
    for offset in [60.0, 120] { ProbeEntry(date: .now.addingTimeInterval(offset)) }
}
// #138 #391 #147 #148 #149 #150 #151 #400 #401 #402 #403 #404
#Preview("Relevance entries", widget: { ProbeRelevanceWidget() }, relevanceEntries: {
    ProbeRelevanceEntry(name: "a")
    for name in ["b", "c"] { ProbeRelevanceEntry(name: name) }
})
// #139 #392
#Preview("Relevance provider", widget: { ProbeRelevanceWidget() }, relevanceProvider: { ProbeRelevanceProvider() })
// #140 #393
#Preview("Relevance given", widget: { ProbeRelevanceWidget() }, relevanceProvider: { ProbeRelevanceProvider() }, relevance: { WidgetRelevance([]) })

// #157 #158 #385 #386
struct ProbeLegacyPreviews: PreviewProvider {
    static var previews: some View {
        ProbeView().previewContext(WidgetPreviewContext(family: .systemSmall))
    }
}

// MARK: Live Activities

struct ProbeAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable { var progress: Double }
    var name: String
}

// #238 #239 #240 #241 #242 #243 #244 #245 #246 #247 #248 #249 #250 #251 #252 #253 #254 #259 #260 #261 #262 #263 #264 #265 #266 #267 #268 #269 #270 #271 #272 #273
struct ProbeActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ProbeAttributes.self) { context in
            Text(context.attributes.name + "\(context.state.progress)\(context.isStale)\(context.activityID)")
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading, priority: 1) { Text("L") }
                DynamicIslandExpandedRegion(.trailing) { Text("T") }
                DynamicIslandExpandedRegion(.center) { Text("C") }
                DynamicIslandExpandedRegion(.bottom) { Text("B").dynamicIsland(verticalPlacement: .belowIfTooWide) }
                    .contentMargins(.horizontal, 8)
            } compactLeading: {
                Text("cl")
            } compactTrailing: {
                Text("ct")
            } minimal: {
                Text("m")
            }
            .widgetURL(URL(string: "probe://activity"))
            .keylineTint(.blue)
            .contentMargins(.all, 4, for: .expanded)
            .contentMargins(.leading, 2, for: .compactLeading)
            .contentMargins(.trailing, 2, for: .compactTrailing)
            .contentMargins(.all, 1, for: .minimal)
        }
    }
}

// #255 #256 #257 #258
let probeVerticalPlacements: [DynamicIslandExpandedRegionVerticalPlacement] = [.default, .belowIfTooWide]
// #274
let probeLiveActivityType: String = NSUserActivityTypeLiveActivity
// #275 #276 #277 #278 #279 #280 #281
let probePreviewKinds: [ActivityPreviewViewKind] = [.content, .dynamicIsland(.compact), .dynamicIsland(.minimal), .dynamicIsland(.expanded)]
// #282 #283 #284
let probeActivityFamilies: [ActivityFamily] = [.small, .medium]

// #141 #394 #142 #143 #144 #145 #146 #395 #396 #397 #398 #399
#Preview("Activity", as: .content, using: ProbeAttributes(name: "n")) {
    ProbeActivity()
} contentStates: {
    ProbeAttributes.ContentState(progress: 0)
    for progress in [0.5, 1] { ProbeAttributes.ContentState(progress: progress) }
}

// MARK: Controls

struct ProbeControlIntent: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Control"
    init() {}
}

struct ProbeSetIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Set"
    @Parameter(title: "On") var value: Bool
    init() {}
}

struct ProbeActionIntent: AppIntent {
    static var title: LocalizedStringResource = "Act"
    init() {}
}

// #324 #325 #326 #327
struct ProbeValueProvider: ControlValueProvider {
    var previewValue: Bool { true }
    func currentValue() async throws -> Bool { true }
}

// #328 #329 #330 #331 #332
struct ProbeConfiguredValueProvider: AppIntentControlValueProvider {
    func previewValue(configuration: ProbeControlIntent) -> Bool { false }
    func currentValue(configuration: ProbeControlIntent) async throws -> Bool { false }
}

// #286 #287 #288 #303 #304 #305 #306 #307 #308 #309 #310
struct ProbeButtonControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Button") {
            ControlWidgetButton(action: ProbeActionIntent()) { Label("Act", systemImage: "bolt") }
        }
    }
    static var variants: [any ControlWidgetTemplate] {
        [ControlWidgetButton(action: ProbeActionIntent()) { Text("Act") },
         ControlWidgetButton(action: ProbeActionIntent()) { Text("Act") } actionLabel: { _ in Text("Acting") },
         ControlWidgetButton(String("Act"), action: ProbeActionIntent()) { _ in Text("Acting") },
         ControlWidgetButton("Act", action: ProbeActionIntent()) { _ in Text("Acting") },
         ControlWidgetButton(LocalizedStringResource("Act"), action: ProbeActionIntent()) { _ in Text("Acting") }]
    }
}

// #289 #312 #313 #314 #315 #316 #317
struct ProbeToggleControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Toggle", provider: ProbeValueProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ProbeSetIntent()) { Label("On", systemImage: "lightbulb") }
        }
    }
    static var variants: [any ControlWidgetTemplate] {
        [ControlWidgetToggle(isOn: true, action: ProbeSetIntent()) { Text("On") } valueLabel: { on in Text(on ? "On" : "Off") },
         ControlWidgetToggle(String("On"), isOn: true, action: ProbeSetIntent()) { on in Text(on ? "On" : "Off") },
         ControlWidgetToggle("On", isOn: true, action: ProbeSetIntent()) { on in Text(on ? "On" : "Off") },
         ControlWidgetToggle(LocalizedStringResource("On"), isOn: true, action: ProbeSetIntent()) { on in Text(on ? "On" : "Off") }]
    }
}

// #290 #291 #292
struct ProbeConfiguredControls: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "Configured", intent: ProbeControlIntent.self) { _ in
            ControlWidgetButton(action: ProbeActionIntent()) { Text("Act") }
        }
    }
    static var withProvider: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "Provided", provider: ProbeConfiguredValueProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: ProbeSetIntent()) { Text("On") }
        }
    }
}

// MARK: Views a widget can show

// #333 #334 #335 #336 #337 #338 #339 #340 #341 #344 #345 #346 #347 #348 #352 #353 #354 #356 #357 #358 #359 #360 #361 #363 #364 #366 #367 #369 #370 #371 #372 #373 #374 #375 #378 #380 #381 #383 #384
struct ProbeViews: View {
    var body: some View {
        VStack {
            HStack { Text("t"); Image(systemName: "star"); Spacer(); Divider(); EmptyView() }
            ZStack {
                Button(intent: ProbeActionIntent()) { Label("b", systemImage: "star") }
                Toggle(isOn: true, intent: ProbeSetIntent()) { Text("t") }
                Link(destination: URL(string: "probe://")!) { Text("l") }
            }
            LazyVGrid(columns: [GridItem(.flexible())]) { ForEach(0..<2, id: \.self) { Text("\($0)") } }
            LazyHGrid(rows: [GridItem(.fixed(10))]) { Group { Text("g") } }
            GeometryReader { (proxy: GeometryProxy) in Text("\(proxy.size.width)") }
            Rectangle().fill(Color.red)
            RoundedRectangle(cornerRadius: 4).fill(LinearGradient(gradient: Gradient(colors: [.red, .blue]), startPoint: .top, endPoint: .bottom))
            Circle().fill(AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center))
            Ellipse().fill(RadialGradient(gradient: Gradient(colors: [.red, .blue]), center: .center, startRadius: 0, endRadius: 10))
            Capsule().stroke(style: StrokeStyle(lineWidth: 2))
            Path { $0.addRect(CGRect(x: 0, y: 0, width: 4, height: 4)) }
            Rectangle().rotation(.degrees(10)).fill(.foreground)
            Rectangle().offset(x: 2, y: 2).fill(.background)
            ContainerRelativeShape().fill(style: FillStyle(eoFill: true))
            AnyView(Text("any"))
        }
    }
    static let probeTypes: [Any.Type] = [ForegroundStyle.self, BackgroundStyle.self, TupleView<(Text, Text)>.self]
}

// #368
let probeImagePaint = Rectangle().fill(ImagePaint(image: Image(systemName: "star"), sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 0.5))

// #379
struct ProbeCanvas: View {
    var body: some View {
        Canvas { context, size in
            context.fill(Path(CGRect(origin: .zero, size: size)), with: .color(.blue))
            context.draw(Text("c"), at: CGPoint(x: size.width / 2, y: size.height / 2))
        }
    }
}

// #285
let probeSupportedActivityFamilies: [ActivityFamily] = SupportedActivityFamiliesEnvironmentKey.defaultValue
// #311 #318
let probeDefaultLabels: (ControlWidgetButtonDefaultActionLabel, ControlWidgetToggleDefaultLabel) = (ControlWidgetButtonDefaultActionLabel(), ControlWidgetToggleDefaultLabel())

struct ProbeEquatable: View, Equatable {
    let value: Int
    var body: some View { Text("\(value)") }
}

// #342 #343 #349 #350 #355 #362 #365 #376 #377 #382
struct ProbeMoreViews: View {
    var body: some View {
        LazyVStack(alignment: .leading, spacing: 2) {
            LazyHStack(spacing: 4) { Text("a"); Text("b") }
            Section { Text("row") } header: { Text("Header") }
            Section("Title") { Text("row") }
            GroupBox("Box") { Text("inside") }
            GroupBox { Text("plain") }
            ProbeEquatable(value: 1).equatable()
            Circle().scale(0.5).fill(.separator)
            Rectangle().transform(CGAffineTransform(rotationAngle: 0.1)).fill(.selection)
        }
    }
    static let projection = ProjectionTransform(CGAffineTransform(translationX: 1, y: 2))
}

struct ProbeFolder: Identifiable {
    let id: Int
    let name: String
    var children: [ProbeFolder]?
}

// #351
struct ProbeOutline: View {
    let folders = [ProbeFolder(id: 1, name: "Work", children: [ProbeFolder(id: 2, name: "Q3", children: nil)]), ProbeFolder(id: 3, name: "Home", children: nil)]
    var body: some View {
        VStack {
            OutlineGroup(folders, children: \.children) { folder in Text(folder.name) }
            OutlineGroup(folders, id: \.name, children: \.children) { folder in Text(folder.name) }
        }
    }
}
