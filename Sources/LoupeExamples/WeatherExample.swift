import Foundation
import LoupeUI

struct WeatherExample: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text("Cupertino")
                .font(.headline)
            Text("21°")
                .font(.system(size: 44, weight: .light))
            Spacer(minLength: 0)
            Image(systemName: "cloud.sun.fill")
                .font(.title3)
                .foregroundStyle(.yellow)
                .accessibilityHidden(true)   // "Partly Cloudy" below says it
            Text("Partly Cloudy")
                .font(.caption.weight(.semibold))
            Text("H:24° L:14°")
                .font(.caption)
        }
        .foregroundStyle(.white)
        .padding(16)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(LinearGradient(colors: [Color(red: 0.25, green: 0.55, blue: 0.95), Color(red: 0.12, green: 0.33, blue: 0.75)],
                                   startPoint: .top, endPoint: .bottom))
        .clipShape(RoundedRectangle(cornerRadius: 22, style: .continuous))
    }
}
