// Swift concurrency in a view controller: an `async` method and a `Task {
// await ... }` that calls it. Both constructs are outside the subset; the paste
// is refused with an error at each keyword.
import UIKit

class FeedViewController: UIViewController {

    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.frame = CGRect(x: 0, y: 0, width: 375, height: 100)
        view.addSubview(banner)
        Task {
            await reload()
        }
    }

    func reload() async {
        banner.frame.size.height = 120
    }
}
