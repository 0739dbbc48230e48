import Foundation
import XCTest
@testable import LoupeUI

/// String tables as Xcode projects keep them, looked up in the render's locale.
final class StringTablesTests: XCTestCase {
    var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("loupe-strings-\(UUID())")
        func write(_ path: String, _ text: String) throws {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        try write("de.lproj/Localizable.strings", """
        /* The widget's title */
        "Water" = "Wasser";
        // Arguments swap places in German.
        "%@ of %@" = "%2$@ von %1$@";
        "Quote \\"%@\\"" = "Zitat \\"%@\\"";
        """)
        try write("de.lproj/Localizable.stringsdict", """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0"><dict>
          <key>%lld glasses</key>
          <dict>
            <key>NSStringLocalizedFormatKey</key><string>%#@glasses@</string>
            <key>glasses</key>
            <dict>
              <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
              <key>NSStringFormatValueTypeKey</key><string>lld</string>
              <key>zero</key><string>Kein Glas</string>
              <key>one</key><string>%lld Glas</string>
              <key>other</key><string>%lld Gläser</string>
            </dict>
          </dict>
        </dict></plist>
        """)
        try write("de.lproj/Widget.strings", #""Water" = "Trinkwasser";"#)
        try write("Localizable.xcstrings", #"""
        {"sourceLanguage":"en","version":"1.0","strings":{
          "Water":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"Eau"}}}},
          "%lld%%":{"localizations":{"fr":{"stringUnit":{"state":"translated","value":"%lld %%"}}}},
          "%lld glasses":{"localizations":{"fr":{"variations":{"plural":{
            "one":{"stringUnit":{"state":"translated","value":"%lld verre"}},
            "other":{"stringUnit":{"state":"translated","value":"%lld verres"}}}}}}}
        }}
        """#)
    }

    override func tearDownWithError() throws { try? FileManager.default.removeItem(at: folder) }

    func shown(_ text: Text, _ locale: String) throws -> String {
        var environment = EnvironmentValues()
        environment.locale = Locale(identifier: locale)
        environment.stringTables = try StringTables(reading: [folder])
        guard case .text(let resolved)? = ResolveContext(environment: environment).resolve(text).first else { return "" }
        return resolved.string
    }

    func testAStringsFileTranslatesForItsLanguage() throws {
        XCTAssertEqual(try shown(Text("Water"), "de_DE"), "Wasser", "de_DE falls back to de")
        XCTAssertEqual(try shown(Text("Water"), "en_US"), "Water", "no English table: as written")
        XCTAssertEqual(try shown(Text("Quote \"\("x")\""), "de"), "Zitat \"x\"", "escaped quotes")
    }

    func testATranslationMayReorderItsArguments() throws {
        XCTAssertEqual(try shown(Text("\("5")" + " of " + "\("8")"), "de"), "5 of 8", "a verbatim-joined text is not a key")
        XCTAssertEqual(try shown(Text("\("5") of \("8")"), "de"), "8 von 5")
    }

    func testStringsdictPluralsFollowTheNumber() throws {
        XCTAssertEqual(try shown(Text("\(0) glasses"), "de"), "Kein Glas", "zero when the rule gives one")
        XCTAssertEqual(try shown(Text("\(1) glasses"), "de"), "1 Glas")
        XCTAssertEqual(try shown(Text("\(7) glasses"), "de"), "7 Gläser")
    }

    func testStringCatalogPluralsFollowTheLanguagesRules() throws {
        XCTAssertEqual(try shown(Text("Water"), "fr_FR"), "Eau")
        XCTAssertEqual(try shown(Text("\(0) glasses"), "fr"), "0 verre", "French: 0 is one")
        XCTAssertEqual(try shown(Text("\(2) glasses"), "fr"), "2 verres")
    }

    /// A literal percent sign beside an interpolation is `%%` in the key, as Xcode's catalog lists
    /// `Text("\(humidity)%")`; the translation's `%%` is a percent sign again.
    func testAPercentSignInAnInterpolatedKeyIsEscaped() throws {
        let key: LocalizedStringKey = "\(81)%"
        XCTAssertEqual(key.key, "%lld%%")
        XCTAssertEqual(try shown(Text("\(81)%"), "fr"), "81 %")
        XCTAssertEqual(try shown(Text("\(81)%"), "en"), "81%", "no translation: as written")
        XCTAssertEqual(try shown(Text("100%"), "en"), "100%", "a plain literal is its own key")
    }

    func testANamedTableIsItsOwn() throws {
        XCTAssertEqual(try shown(Text("Water", tableName: "Widget"), "de"), "Trinkwasser")
    }

    func testPluralCategoriesOfLanguagesWithMoreForms() {
        XCTAssertEqual([1, 2, 5, 11, 21, 22].map { PluralRules.category(Double($0), language: "ru") }, ["one", "few", "many", "many", "one", "few"])
        XCTAssertEqual([0, 1, 2, 3, 11, 100].map { PluralRules.category(Double($0), language: "ar") }, ["zero", "one", "two", "few", "many", "other"])
        XCTAssertEqual(PluralRules.category(1, language: "ja"), "other")
    }

    func testABrokenStringsFileNamesItsLine() throws {
        try Data("\"A\" = \"B\";\n\"C\" \"D\";".utf8).write(to: folder.appendingPathComponent("de.lproj/Broken.strings"))
        XCTAssertThrowsError(try StringTables(reading: [folder])) { error in
            XCTAssertEqual("\(error)", "\(folder.path)/de.lproj/Broken.strings:2: expected = after \"C\"")
        }
    }
}
