// A horizontal carousel of cards in a scroll view under a header, built in a
// `for index in 0..<cardCount` loop with SnapKit 5: the first card on the
// content's left, the others after `lastCard`, `if index == cardCount - 1`
// closing the chain on the right; heights from the scroll view's frame.
import UIKit
import SnapKit

class CarouselViewController: UIViewController {

    let carousel = UIScrollView()
    let cardCount = 4
    let cardWidth: CGFloat = 300
    let gap: CGFloat = 15

    override func viewDidLoad() {
        super.viewDidLoad()
        carousel.showsHorizontalScrollIndicator = false
        carousel.decelerationRate = .fast
        view.addSubview(carousel)
        carousel.snp.makeConstraints { make in
            make.top.equalToSuperview().offset(100)
            make.left.right.equalToSuperview()
            make.height.equalTo(220)
        }

        var lastCard: UIView? = nil
        for index in 0..<cardCount {
            let card = UIView()
            card.layer.cornerRadius = 12
            carousel.addSubview(card)
            card.snp.makeConstraints { make in
                make.top.equalToSuperview().offset(10)
                make.bottom.equalToSuperview().offset(-10)
                make.height.equalTo(carousel).offset(-20)
                make.width.equalTo(cardWidth)
                if let lastCard = lastCard {
                    make.left.equalTo(lastCard.snp.right).offset(gap)
                } else {
                    make.left.equalToSuperview().offset(gap)
                }
                if index == cardCount - 1 {
                    make.right.equalToSuperview().offset(-gap)
                }
            }
            lastCard = card
        }
    }
}
