import Foundation
import LoupeUI

struct BatteryExample: View {
    struct Device: Identifiable {
        let id: String
        let symbol: String
        /// What VoiceOver calls the device (the symbol's name would read "airpods").
        var name: String { ["iphone": "iPhone", "applewatch": "Apple Watch", "airpods": "AirPods", "ipad": "iPad"][symbol] ?? symbol }
        let level: Double
    }
    let devices = [Device(id: "phone", symbol: "iphone", level: 0.82), Device(id: "watch", symbol: "applewatch", level: 0.46),
                   Device(id: "buds", symbol: "airpods", level: 0.18), Device(id: "pad", symbol: "ipad", level: 1.0)]

    var body: some View {
        WidgetCard {
            VStack(spacing: 12) {
                HStack(spacing: 12) {
                    ForEach(devices.prefix(2)) { ring($0) }
                }
                HStack(spacing: 12) {
                    ForEach(devices.suffix(2)) { ring($0) }
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }

    func ring(_ device: Device) -> some View {
        ZStack {
            Circle().stroke(Color.green.opacity(0.25), lineWidth: 6)
            Circle()
                .trim(from: 0, to: device.level)
                .stroke(device.level < 0.2 ? Color.red : Color.green, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                .rotationEffect(.degrees(-90))
            Image(systemName: device.symbol)
                .font(.system(size: 20))
        }
        .frame(width: 56, height: 56)
        .accessibilityIdentifier(device.id)
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(device.name)
        .accessibilityValue("\(Int((device.level * 100).rounded()))%")
    }
}
