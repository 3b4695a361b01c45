import ListshotGeometry
import ListshotLayout
import ListshotViews
import Testing

/// The table's pool had the churn ``CollectionViewPoolTests`` found: it kept at most 10
/// cells between passes, so swinging between a screen of 30 short rows and a screen of one
/// tall row made cells anew on every swing (391 cells for 30 on screen).
@Suite struct TableViewPoolTests {
    final class Rows: TableViewDataSource, TableViewDelegate {
        static let run = Array(repeating: 1.0, count: 30) + [100]
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 20 * Self.run.count }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            Self.run[indexPath.row % Self.run.count]
        }
    }

    @Test func swingsOfMoreThanTenCellsDoNotMakeCellsAnew() {
        let rows = Rows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 30))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        var most = table.indexPathsForVisibleRows.count
        for pass in 0..<40 {
            let run = Double(pass / 2) * 130
            table.contentOffset = Point(x: 0, y: pass % 2 == 0 ? run : run + 30)
            most = max(most, table.indexPathsForVisibleRows.count)
        }
        #expect(most == 30)
        #expect(table.numberOfCellsCreated <= most, "\(table.numberOfCellsCreated) cells made for at most \(most) on screen")
    }

    @Test func aLimitSetForAnIdentifierStillHolds() {
        let rows = Rows()
        let table = TableView(frame: Rect(x: 0, y: 0, width: 320, height: 30))
        table.register(TableViewCell.self, forCellReuseIdentifier: "Row")
        table.setMaximumReusableCells(2, forIdentifier: "Row")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        table.contentOffset = Point(x: 0, y: 30)  // 30 short rows leave, one tall row shows
        #expect(table.numberOfReusableCells(withIdentifier: "Row") == 2)
    }
}
