import Pages
