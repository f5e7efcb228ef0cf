// Swift concurrency in a view controller: an `async` method and a `Task {
// await ... }` that calls it from viewDidLoad. Pasted code runs at once, so the
// task's body runs where it is written and what is awaited has happened: the
// banner grows from 100 to 120 points tall, as it would once the task ran.
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
